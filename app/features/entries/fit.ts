import {
  ageGroups,
  weightClasses,
  worldBoxingClasses,
  type AgeGroup,
  type Gender,
  type WeightClass,
  type WeightClassPreset,
} from '~/content/tournament-categories';
import { ageOn } from '~/lib/lagos-time';

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

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "12 Dec 2026" for a YYYY-MM-DD date. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A declared weight as people write it: "62 kg", "62.5 kg". */
export function formatKg(weightKg: number): string {
  return `${Math.round(weightKg * 10) / 10} kg`;
}
