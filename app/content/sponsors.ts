/**
 * The seven partners of SPEC §1. The five commercial brands are fictional stand-ins until the academy
 * signs off on real logos; the two public offices are named as the spec names them. Each brand is drawn
 * as a text wordmark (no image can ship with the code), so `wordmark` picks its typographic treatment.
 */
export type SponsorKind =
  | 'Telecom partner'
  | 'Nutrition partner'
  | 'Spirits partner'
  | 'Champagne partner'
  | 'Founding partner'
  | 'Patron'
  | 'Government partner';

export type Sponsor = {
  id: string;
  name: string;
  kind: SponsorKind;
  /** How the wordmark is set: brands get a type style each; public offices get a crest. */
  wordmark: 'signal' | 'rounded' | 'reserve' | 'maison' | 'group' | 'office';
};

export const sponsors: readonly Sponsor[] = [
  { id: 'kora-mobile', name: 'Kora Mobile', kind: 'Telecom partner', wordmark: 'signal' },
  { id: 'sunmeal-foods', name: 'Sunmeal Foods', kind: 'Nutrition partner', wordmark: 'rounded' },
  { id: 'eko-reserve', name: 'Eko Reserve', kind: 'Spirits partner', wordmark: 'reserve' },
  { id: 'maison-aurelle', name: 'Maison Aurelle', kind: 'Champagne partner', wordmark: 'maison' },
  { id: 'sahel-continental', name: 'Sahel Continental Group', kind: 'Founding partner', wordmark: 'group' },
  { id: 'first-lady', name: 'Office of the First Lady', kind: 'Patron', wordmark: 'office' },
  { id: 'ministry-of-sports', name: 'Ministry of Sports', kind: 'Government partner', wordmark: 'office' },
];
