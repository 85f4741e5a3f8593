/**
 * What a tournament's categories are made of (SPEC §3 weight classes and age groups, DESIGN "Who owns
 * what"): weight class × age group × gender. Ids are stable (stored in the database and sent by API
 * clients); names and limits are what people read.
 */

/** A weight class; `upToKg` is the class's upper limit (null for the open top class). */
export type WeightClass = {
  id: string;
  name: string;
  /** The limit as the SPEC writes it: "105 lbs", "200+ lbs", "60 kg", "90+ kg". */
  limit: string;
  upToKg: number | null;
  /** The kg written beside an lbs limit, for people who weigh in kilograms. */
  kg: string;
};

const LB = 0.45359237;

function lbsClass(id: string, name: string, lbs: number | null, above?: number): WeightClass {
  if (lbs === null) {
    const floor = (above! * LB).toFixed(1);
    return { id, name, limit: `${above}+ lbs`, upToKg: null, kg: `${floor}+ kg` };
  }
  const kg = Math.round(lbs * LB * 10) / 10;
  return { id, name, limit: `${lbs} lbs`, upToKg: kg, kg: `${kg.toFixed(1)} kg` };
}

/** The wizard's 17 classes, Minimumweight 105 lbs to Heavyweight 200+ lbs: the default list. */
export const weightClasses: readonly WeightClass[] = [
  lbsClass('minimumweight', 'Minimumweight', 105),
  lbsClass('light-flyweight', 'Light Flyweight', 108),
  lbsClass('flyweight', 'Flyweight', 112),
  lbsClass('super-flyweight', 'Super Flyweight', 115),
  lbsClass('bantamweight', 'Bantamweight', 118),
  lbsClass('super-bantamweight', 'Super Bantamweight', 122),
  lbsClass('featherweight', 'Featherweight', 126),
  lbsClass('super-featherweight', 'Super Featherweight', 130),
  lbsClass('lightweight', 'Lightweight', 135),
  lbsClass('super-lightweight', 'Super Lightweight', 140),
  lbsClass('welterweight', 'Welterweight', 147),
  lbsClass('super-welterweight', 'Super Welterweight', 154),
  lbsClass('middleweight', 'Middleweight', 160),
  lbsClass('super-middleweight', 'Super Middleweight', 168),
  lbsClass('light-heavyweight', 'Light Heavyweight', 175),
  lbsClass('cruiserweight', 'Cruiserweight', 200),
  lbsClass('heavyweight', 'Heavyweight', null, 200),
];

function kgClass(prefix: 'm' | 'w', kg: number | null, above?: number): WeightClass {
  const who = prefix === 'm' ? 'Men' : 'Women';
  if (kg === null) {
    return {
      id: `wb-${prefix}${above}plus`,
      name: `${who} +${above} kg`,
      limit: `${above}+ kg`,
      upToKg: null,
      kg: `${above}+ kg`,
    };
  }
  return { id: `wb-${prefix}${kg}`, name: `${who} ${kg} kg`, limit: `${kg} kg`, upToKg: kg, kg: `${kg} kg` };
}

/**
 * World Boxing's Olympic-style kg categories (elite), a preset an organiser may choose instead of the lbs
 * list. Men's and women's limits differ, so each class names its gender.
 */
export const worldBoxingClasses: readonly WeightClass[] = [
  ...[50, 55, 60, 65, 70, 75, 80, 85, 90].map((kg) => kgClass('m', kg)),
  kgClass('m', null, 90),
  ...[48, 51, 54, 57, 60, 65, 70, 75, 80].map((kg) => kgClass('w', kg)),
  kgClass('w', null, 80),
];

export const weightClassPresets = ['lbs', 'world-boxing'] as const;
export type WeightClassPreset = (typeof weightClassPresets)[number];

export const allWeightClasses: readonly WeightClass[] = [...weightClasses, ...worldBoxingClasses];

export function weightClassById(id: string): WeightClass | undefined {
  return allWeightClasses.find((w) => w.id === id);
}

/** Age groups of the wizard (SPEC §3): ages are completed years on the tournament's first day. */
export type AgeGroup = { id: string; name: string; minAge: number; maxAge: number | null };

export const ageGroups: readonly AgeGroup[] = [
  { id: 'youth', name: 'Youth 8-12', minAge: 8, maxAge: 12 },
  { id: 'junior', name: 'Junior 13-15', minAge: 13, maxAge: 15 },
  { id: 'cadet', name: 'Cadet 16-17', minAge: 16, maxAge: 17 },
  { id: 'youth-elite', name: 'Youth Elite 18-19', minAge: 18, maxAge: 19 },
  { id: 'elite', name: 'Elite 20-34', minAge: 20, maxAge: 34 },
  { id: 'masters', name: 'Masters 35+', minAge: 35, maxAge: null },
];

export function ageGroupById(id: string): AgeGroup | undefined {
  return ageGroups.find((a) => a.id === id);
}

export const genders = [
  { id: 'men', name: 'Men' },
  { id: 'women', name: 'Women' },
] as const;
export type Gender = (typeof genders)[number]['id'];

/** The gender a World Boxing class belongs to ("wb-w60" is women's); an lbs class is open to both. */
export function classGender(weightClass: string): Gender | null {
  if (weightClass.startsWith('wb-m')) return 'men';
  if (weightClass.startsWith('wb-w')) return 'women';
  return null;
}

export function genderLabel(gender: string): string {
  return genders.find((g) => g.id === gender)?.name ?? gender;
}

/**
 * A weight class as people read it, everywhere in the product: an lbs class with its limit ("Lightweight
 * (135 lbs)"), a World Boxing class by its name, which holds its limit and gender already ("Women 60 kg").
 * `withinGender` is for a list already headed by the gender (the wizard's men's list, a gender's table):
 * a World Boxing class is then its limit alone ("60 kg", "+90 kg").
 */
export function weightClassLabel(id: string, options: { withinGender?: boolean } = {}): string {
  const weight = weightClassById(id);
  if (!weight) return id;
  if (classGender(id)) return options.withinGender ? weight.name.replace(/^(Men|Women) /, '') : weight.name;
  return `${weight.name} (${weight.limit})`;
}

/**
 * A category (weight class × age group × gender) as people read it, the one label of the whole product:
 * "Lightweight (135 lbs) · Elite 20-34 · Men", and "Women 60 kg · Elite 20-34" for a World Boxing class,
 * whose name says its gender (never "Women 60 kg (60 kg) · … · Women").
 */
export function categoryLabel(category: { weightClass: string; ageGroup: string; gender: string }): string {
  const age = ageGroupById(category.ageGroup)?.name ?? category.ageGroup;
  const weight = weightClassLabel(category.weightClass);
  if (weightClassById(category.weightClass) && classGender(category.weightClass)) return `${weight} · ${age}`;
  return `${weight} · ${age} · ${genderLabel(category.gender)}`;
}

/** The calendar's level filter (SPEC §9). */
export const levels = ['Beginner-Intermediate', 'Intermediate-Advanced', 'Elite'] as const;
export type Level = (typeof levels)[number];

/** The calendar's location filter always offers these; any other city with tournaments joins them. */
export const featuredCities = ['Lagos', 'Abuja', 'Kano'] as const;

/** The wizard's formats (SPEC §4) with what people read. */
export const tournamentFormats = [
  {
    id: 'single-elimination',
    name: 'Single Elimination',
    blurb: 'Lose once and you are out. Fast, decisive, two bronzes.',
  },
  {
    id: 'double-elimination',
    name: 'Double Elimination',
    blurb: 'A second chance through the losers’ bracket.',
  },
  {
    id: 'round-robin',
    name: 'Round Robin',
    blurb: 'Everyone boxes everyone in the pool; the table decides.',
  },
  { id: 'swiss-system', name: 'Swiss System', blurb: 'Boxers of equal score meet each round; no rematches.' },
] as const;
export type TournamentFormat = (typeof tournamentFormats)[number]['id'];

export function formatName(id: string): string {
  return tournamentFormats.find((f) => f.id === id)?.name ?? id;
}

export const visibilities = [
  { id: 'public', name: 'Public' },
  { id: 'invitation', name: 'Invitation only' },
] as const;
export type Visibility = (typeof visibilities)[number]['id'];
