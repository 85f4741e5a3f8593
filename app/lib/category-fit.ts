import {
  ageGroups,
  categoryLabel,
  genderLabel,
  weightClassLabel,
  weightClasses,
  worldBoxingClasses,
  type AgeGroup,
  type Gender,
  type WeightClass,
  type WeightClassPreset,
} from '~/content/tournament-categories';
import { ageOn } from '~/lib/lagos-time';
import { madeOnce } from './made-once';

/**
 * Which category a boxer belongs in (issue 15 "Registration"): the age group from their completed years on
 * the tournament's first day, the weight class from their declared weight. No database: the registration
 * service checks a choice with it and the register form prefills with it.
 */

/** The age group of a boxer born on `dateOfBirth`, on the tournament's first day; null outside 8 and over. */
export function ageGroupOn(dateOfBirth: string, firstDay: string): { age: number; group: AgeGroup | null } {
  const age = ageOn(dateOfBirth, firstDay);
  const group = ageGroups.find((g) => age >= g.minAge && (g.maxAge === null || age <= g.maxAge)) ?? null;
  return { age, group };
}

/** The classes of a tournament's preset that a boxer of this gender may enter (World Boxing's are per gender). */
export function classesFor(preset: WeightClassPreset, gender: Gender): readonly WeightClass[] {
  if (preset === 'lbs') return weightClasses;
  const prefix = gender === 'men' ? 'wb-m' : 'wb-w';
  return worldBoxingClasses.filter((w) => w.id.startsWith(prefix));
}

/** The lightest class whose limit is at least the declared weight (the open top class takes the rest). */
export function weightClassFor(weightKg: number, preset: WeightClassPreset, gender: Gender): WeightClass {
  const list = classesFor(preset, gender);
  return list.find((w) => w.upToKg === null || w.upToKg >= weightKg) ?? list[list.length - 1]!;
}

const shortDate = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "12 Dec 2026" for a YYYY-MM-DD date. */
export function formatShortDate(isoDate: string): string {
  return shortDate().format(new Date(`${isoDate}T00:00:00Z`));
}

/** A declared weight as people write it: "62 kg", "62.5 kg". */
export function formatKg(weightKg: number): string {
  return `${Math.round(weightKg * 10) / 10} kg`;
}

/**
 * The category-fit rules (issue 15 "Registration", issue 26 item 3): the age group from the boxer's completed
 * years on the tournament's first day, the gender, and the weight class from their weight. Registration asks
 * them of a declared weight; the weigh-in's move of an entry asks them of the weight on the scales. One
 * implementation, no database: a refusal is the 400 registration has always given.
 */

export type FitBoxer = { firstName: string; dateOfBirth: string; gender: Gender; weightKg: number };
export type FitTournament = { name: string; startDate: string; weightClassPreset: WeightClassPreset };
export type FitCategory = { weightClass: string; ageGroup: string; gender: Gender };
/** What was asked for: the category chosen (registration may leave its gender to the boxer's). */
export type FitChoice = { gender?: Gender | null; ageGroup: string; weightClass: string };

/** Why a boxer does not fit the category chosen: the service answers it as a 400 with these fields. */
export type FitRefusal = { refused: true; code: string; message: string; fields: Record<string, string[]> };
const refuse = (code: string, message: string, fields: Record<string, string[]>): FitRefusal => ({
  refused: true,
  code,
  message,
  fields,
});

export type Fit<C extends FitCategory> = {
  refused: false;
  age: number;
  group: AgeGroup;
  right: WeightClass;
  category: C;
  label: string;
};

/**
 * The tournament's category this boxer fits, if it is the one chosen; otherwise the refusal that says why.
 * `told` says whether the asker may hear the boxer's age and weight (hearsBoxersPrivateFacts); `weighed` that
 * the weight is the scales', not the declared one.
 */
export function categoryFit<C extends FitCategory>(
  boxer: FitBoxer,
  tournament: FitTournament,
  categories: readonly C[],
  choice: FitChoice,
  options: { told: boolean; weighed?: boolean },
): Fit<C> | FitRefusal {
  const { told } = options;
  const name = boxer.firstName;
  const weightSaid = options.weighed ? 'weight at the weigh-in' : 'declared weight';
  const gender = boxer.gender;
  const firstDay = formatShortDate(tournament.startDate);
  if (choice.gender && choice.gender !== gender)
    return refuse(
      'wrong_gender',
      `${name} is registered as ${genderName(gender)}: enter a ${genderName(gender)} category.`,
      { gender: [`${name} boxes in the ${genderName(gender)} categories`] },
    );

  const { age, group } = ageGroupOn(boxer.dateOfBirth, tournament.startDate);
  if (!group)
    return refuse(
      'too_young',
      told
        ? `${name} is ${age} on ${firstDay}: boxers must be at least 8 to enter.`
        : `${name} is too young for ${tournament.name}: boxers must be at least 8 on its first day.`,
      { ageGroup: [`${name} is too young to enter`] },
    );
  if (choice.ageGroup !== group.id)
    return refuse(
      'wrong_age_group',
      told
        ? `${name} is ${age} on ${firstDay}: enter ${group.name}.`
        : `${name}'s age on ${firstDay} puts them in ${group.name}: enter ${group.name}.`,
      {
        ageGroup: [`Enter ${group.name}`],
      },
    );

  const right = weightClassFor(boxer.weightKg, tournament.weightClassPreset, gender);
  const offered = categories.filter((c) => c.ageGroup === group.id && c.gender === gender);
  // A weight that fits no class of this tournament is told what the tournament offers, never to enter
  // a class it does not hold (issue 27 item 14).
  if (!offered.some((c) => c.weightClass === right.id)) {
    const label = categoryName(right.id, group.id, gender);
    const offers =
      offered.length === 0
        ? `no category in ${group.name} for ${genderName(gender).toLowerCase()}`
        : `only ${listOf(offered.map((c) => categoryName(c.weightClass, c.ageGroup, c.gender)))}`;
    return refuse(
      'category_not_in_tournament',
      told
        ? `${name}'s ${weightSaid} puts them in ${label}, which ${tournament.name} does not hold: it offers ${offers}.`
        : `${name} fits ${label}, which ${tournament.name} does not hold: it offers ${offers}.`,
      { weightClass: [`${tournament.name} has no ${label} category`] },
    );
  }
  if (choice.weightClass !== right.id)
    return refuse(
      'wrong_weight_class',
      told
        ? `${name} weighs ${formatKg(boxer.weightKg)}: enter ${weightClassLabel(right.id)}.`
        : `${name}'s ${weightSaid} puts them in ${weightClassLabel(right.id)}: enter ${weightClassLabel(right.id)}.`,
      { weightClass: [`Enter ${weightClassLabel(right.id)}`] },
    );

  const category = offered.find((c) => c.weightClass === right.id)!;
  return { refused: false, age, group, right, category, label: categoryName(right.id, group.id, gender) };
}

/** A category as people read it: the product's one label (content/tournament-categories), by its parts. */
export function categoryName(weightClass: string, ageGroup: string, gender: Gender): string {
  return categoryLabel({ weightClass, ageGroup, gender });
}

export const genderName = (gender: Gender): string => genderLabel(gender);

export function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
