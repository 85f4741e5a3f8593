import { describe, expect, it } from 'vitest';
import { categoryLabel, classGender, weightClassLabel, worldBoxingClasses } from './tournament-categories';

describe('the one category label of the product (issue 30)', () => {
  it('names an lbs class with its limit, a World Boxing class once (its name holds limit and gender)', () => {
    expect(weightClassLabel('lightweight')).toBe('Lightweight (135 lbs)');
    expect(weightClassLabel('heavyweight')).toBe('Heavyweight (200+ lbs)');
    expect(weightClassLabel('wb-m60')).toBe('Men 60 kg');
    expect(weightClassLabel('wb-w80plus')).toBe('Women +80 kg');
    // Under a list headed by its gender, a World Boxing class is its limit alone.
    expect(weightClassLabel('wb-w60', { withinGender: true })).toBe('60 kg');
    expect(weightClassLabel('wb-m90plus', { withinGender: true })).toBe('+90 kg');
    expect(weightClassLabel('lightweight', { withinGender: true })).toBe('Lightweight (135 lbs)');
  });

  it('labels a category without saying anything twice', () => {
    expect(categoryLabel({ weightClass: 'lightweight', ageGroup: 'elite', gender: 'women' })).toBe(
      'Lightweight (135 lbs) · Elite 20-34 · Women',
    );
    expect(categoryLabel({ weightClass: 'wb-m60', ageGroup: 'elite', gender: 'men' })).toBe(
      'Men 60 kg · Elite 20-34',
    );
    for (const w of worldBoxingClasses) {
      const label = categoryLabel({ weightClass: w.id, ageGroup: 'cadet', gender: classGender(w.id)! });
      expect(label).not.toMatch(/\(\d+\+? kg\)/);
      expect(label.match(/Men|Women/g)).toHaveLength(1);
    }
  });
});
