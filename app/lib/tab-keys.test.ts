import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

describe('tabAfterKey', () => {
  it('steps with the arrows and wraps at both ends; Home and End go to the ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabAfterKey('Home', 2, 4)).toBe(0);
    expect(tabAfterKey('End', 1, 4)).toBe(3);
  });

  it('moves nowhere on another key or without tabs', () => {
    expect(tabAfterKey('Enter', 1, 4)).toBeNull();
    expect(tabAfterKey('ArrowDown', 1, 4)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
