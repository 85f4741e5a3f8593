import { describe, expect, it } from 'vitest';
import { categoryLabel } from '~/content/tournament-categories';
import { categoryLabel as competitionLabel } from '~/features/competition';
import { categoryName } from '~/lib/category-fit';
import { categoryLabel as tournamentLabel } from './summaries.server';

describe('the one category label (content/tournament-categories) in every feature (issue 30)', () => {
  it('is the label every feature uses: draws, tournaments and registration give the same words', () => {
    for (const [weightClass, gender] of [
      ['wb-w54', 'women'],
      ['wb-m90plus', 'men'],
      ['middleweight', 'men'],
    ] as const) {
      const one = categoryLabel({ weightClass, ageGroup: 'junior', gender });
      expect(competitionLabel({ weightClass, ageGroup: 'junior', gender })).toBe(one);
      expect(tournamentLabel(weightClass, 'junior', gender)).toBe(one);
      expect(categoryName(weightClass, 'junior', gender)).toBe(one);
    }
  });
});
