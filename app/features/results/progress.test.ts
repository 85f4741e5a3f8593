import { describe, expect, it } from 'vitest';
import { experienceBar, participationBar, progressOf, winRate } from './progress';
import type { ProgressFacts } from './progress';

const facts = (over: Partial<ProgressFacts>): ProgressFacts => ({
  wins: 0,
  losses: 0,
  draws: 0,
  activeTournaments: 1,
  awards: 0,
  medicalCleared: true,
  upcomingMatches: 1,
  ...over,
});

describe('SPEC §9 progress formulas', () => {
  it('win rate is the rounded percentage of wins among wins, losses and draws', () => {
    expect(winRate(0, 0, 0)).toBe(0);
    expect(winRate(1, 0, 0)).toBe(100);
    expect(winRate(0, 3, 0)).toBe(0);
    expect(winRate(1, 1, 1)).toBe(33);
    expect(winRate(2, 1, 0)).toBe(67);
    // Draws count in the total.
    expect(winRate(1, 0, 1)).toBe(50);
    // 0.5 rounds up: 1 of 8 = 12.5 → 13.
    expect(winRate(1, 7, 0)).toBe(13);
  });

  it('experience bar is matches × 10, capped at 100', () => {
    expect(experienceBar(0)).toBe(0);
    expect(experienceBar(1)).toBe(10);
    expect(experienceBar(9)).toBe(90);
    expect(experienceBar(10)).toBe(100);
    expect(experienceBar(11)).toBe(100);
    expect(experienceBar(40)).toBe(100);
  });

  it('participation bar is active tournaments × 20, capped at 100', () => {
    expect(participationBar(0)).toBe(0);
    expect(participationBar(1)).toBe(20);
    expect(participationBar(4)).toBe(80);
    expect(participationBar(5)).toBe(100);
    expect(participationBar(6)).toBe(100);
  });

  it('a boxer with no bouts: win rate 0, empty bars, win rate and ring time to work on', () => {
    const p = progressOf(facts({ activeTournaments: 0 }));
    expect(p).toMatchObject({ matches: 0, winRate: 0, experience: 0, participation: 0 });
    expect(p.strengths).toEqual([]);
    expect(p.focusAreas).toEqual(['win-rate', 'ring-time']);
  });

  it('win rate is a strength above 70 only: 71 is, 70 is not', () => {
    // 7 of 10 = 70 %; 12 of 17 = 70.6 → 71 %.
    expect(progressOf(facts({ wins: 7, losses: 3 })).strengths).toEqual([]);
    expect(progressOf(facts({ wins: 12, losses: 5 })).strengths).toContain('win-rate');
    expect(progressOf(facts({ wins: 12, losses: 5 })).winRate).toBe(71);
  });

  it('win rate is a focus area below 50 only: 49 is, 50 is not', () => {
    // 5 of 10 = 50 %; 17 of 35 = 48.6 → 49 %.
    expect(progressOf(facts({ wins: 5, losses: 5 })).focusAreas).not.toContain('win-rate');
    const low = progressOf(facts({ wins: 17, losses: 18 }));
    expect(low.winRate).toBe(49);
    expect(low.focusAreas).toContain('win-rate');
  });

  it('experience is a strength above 10 matches: 11 is, 10 is not', () => {
    expect(progressOf(facts({ wins: 5, losses: 5 })).strengths).not.toContain('experience');
    expect(progressOf(facts({ wins: 5, losses: 5, draws: 1 })).strengths).toContain('experience');
  });

  it('ring time is a focus area below 5 matches: 4 is, 5 is not', () => {
    expect(progressOf(facts({ wins: 2, losses: 2 })).focusAreas).toContain('ring-time');
    expect(progressOf(facts({ wins: 3, losses: 2 })).focusAreas).not.toContain('ring-time');
  });

  it('one award is a strength; none is not', () => {
    expect(progressOf(facts({ wins: 3, losses: 2, awards: 1 })).strengths).toEqual(['awards']);
    expect(progressOf(facts({ wins: 3, losses: 2, awards: 0 })).strengths).toEqual([]);
  });

  it('medical not cleared and no upcoming matches are focus areas', () => {
    const p = progressOf(facts({ wins: 5, losses: 0, medicalCleared: false, upcomingMatches: 0 }));
    expect(p.focusAreas).toEqual(['medical', 'no-upcoming']);
    expect(progressOf(facts({ wins: 5, losses: 0 })).focusAreas).toEqual([]);
  });

  it('everything at once: bars capped, all three strengths', () => {
    const p = progressOf(facts({ wins: 20, losses: 2, awards: 3, activeTournaments: 7 }));
    expect(p).toMatchObject({ matches: 22, winRate: 91, experience: 100, participation: 100 });
    expect(p.strengths).toEqual(['win-rate', 'experience', 'awards']);
    expect(p.focusAreas).toEqual([]);
  });
});
