import { Users } from 'lucide-react';
import { Link } from 'react-router';

/** A category's entrants as the public page shows them: name and club only (entries/public-entries). */
export type CategoryEntries = {
  id: number;
  label: string;
  entrants: { boxerId: string; name: string; club: string | null }[];
};

/**
 * The tournament page's entries by category (issue 30 item 6): each category with its boxers and their
 * clubs, each name leading to the boxer's public profile. Nothing private: no date of birth, weight or
 * medical fact, for anyone.
 */
export function EntriesByCategory({ categories }: { categories: CategoryEntries[] }) {
  const total = categories.reduce((n, c) => n + c.entrants.length, 0);
  if (total === 0) return null;
  return (
    <section id="entries-by-category" aria-labelledby="entries-by-category-heading" className="scroll-mt-24">
      <h3
        id="entries-by-category-heading"
        className="flex items-center gap-2 text-2xl font-extrabold uppercase"
      >
        <Users aria-hidden className="size-5 text-gold-600" />
        Entries by category
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        {total} {total === 1 ? 'boxer' : 'boxers'} in {categories.length}{' '}
        {categories.length === 1 ? 'category' : 'categories'}, with their clubs.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <section
              aria-labelledby={`entries-${category.id}`}
              className="h-full overflow-hidden rounded-2xl bg-white ring-1 ring-ink-900/10"
            >
              <div className="flex items-baseline justify-between gap-3 bg-ink-950 px-5 py-3">
                <h4 id={`entries-${category.id}`} className="font-extrabold text-white uppercase">
                  {category.label}
                </h4>
                <span className="shrink-0 text-sm font-semibold text-gold-300 tabular-nums">
                  {category.entrants.length}
                </span>
              </div>
              <ul className="divide-y divide-ink-900/5 px-5 py-1">
                {category.entrants.map((e) => (
                  <li
                    key={e.boxerId}
                    className="flex flex-col py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-x-3"
                  >
                    <Link
                      to={`/boxers/${e.boxerId}`}
                      className="font-semibold text-ink-900 underline-offset-4 hover:text-gold-700 hover:underline"
                    >
                      {e.name}
                    </Link>
                    <span className="text-sm text-ink-600">{e.club ?? 'No club'}</span>
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>
    </section>
  );
}
