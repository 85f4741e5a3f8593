import {
  ageGroupById,
  classGender,
  genders,
  weightClassById,
  weightClassLabel,
} from '~/content/tournament-categories';
import type { TournamentCategory } from '~/features/tournaments/types';

type WeightRow = { weightClass: string; name: string; limit: string; kg: string; ageGroups: string[] };
type GenderGroup = { gender: string; label: string; rows: WeightRow[] };

/**
 * A tournament's categories (weight class × age group × gender) as people scan them: one table per gender,
 * a row per weight class (lbs with kg beside, or World Boxing's kg), and the age groups it is open to.
 * The categories arrive in the wizard's order (lightest first, youngest first), which is kept.
 */
export function groupCategories(categories: readonly TournamentCategory[]): GenderGroup[] {
  const groups: GenderGroup[] = [];
  for (const { id: gender, name: label } of genders) {
    const rows: WeightRow[] = [];
    for (const category of categories) {
      if (category.gender !== gender) continue;
      let row = rows.find((r) => r.weightClass === category.weightClass);
      if (!row) {
        const weight = weightClassById(category.weightClass);
        const lbs = weight?.limit.endsWith('lbs') ?? false;
        // A World Boxing class under its gender's table is its limit alone ("60 kg", not "Men 60 kg").
        const worldBoxing = classGender(category.weightClass) !== null;
        row = {
          weightClass: category.weightClass,
          name: worldBoxing
            ? weightClassLabel(category.weightClass, { withinGender: true })
            : (weight?.name ?? category.weightClass),
          limit: worldBoxing ? '' : (weight?.limit ?? ''),
          kg: lbs ? (weight?.kg ?? '') : '',
          ageGroups: [],
        };
        rows.push(row);
      }
      const age = ageGroupById(category.ageGroup)?.name ?? category.ageGroup;
      if (!row.ageGroups.includes(age)) row.ageGroups.push(age);
    }
    if (rows.length > 0) groups.push({ gender, label, rows });
  }
  return groups;
}

export function CategoryGroups({ categories }: { categories: readonly TournamentCategory[] }) {
  const groups = groupCategories(categories);
  if (groups.length === 0) {
    return <p className="text-ink-600">The organiser has not listed categories yet.</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map((group) => (
        <div key={group.gender} className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-900/10">
          <table className="w-full text-left text-sm">
            <caption className="bg-ink-950 px-5 py-3 text-left font-display text-xl font-extrabold text-white uppercase">
              {group.label}
              <span className="ml-2 text-sm font-semibold text-gold-300 normal-case">
                {group.rows.reduce((n, r) => n + r.ageGroups.length, 0)} categories
              </span>
            </caption>
            <thead className="bg-ink-900/5 text-xs tracking-wider text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  Weight class
                </th>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  Age groups
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-900/10">
              {group.rows.map((row) => (
                <tr key={row.weightClass}>
                  <th scope="row" className="px-5 py-3 align-top font-semibold text-ink-900">
                    {row.name}
                    {row.limit ? (
                      <span className="block text-xs font-normal text-ink-600">
                        <span className="whitespace-nowrap">{row.limit}</span>
                        {row.kg ? (
                          <>
                            {' · '}
                            <span className="whitespace-nowrap">{row.kg}</span>
                          </>
                        ) : null}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-5 py-3 align-top">
                    <ul className="flex flex-wrap gap-1.5">
                      {row.ageGroups.map((age) => (
                        <li
                          key={age}
                          className="rounded-full bg-gold-400/15 px-2.5 py-0.5 text-xs font-semibold text-gold-700 ring-1 ring-gold-500/30"
                        >
                          {age}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
