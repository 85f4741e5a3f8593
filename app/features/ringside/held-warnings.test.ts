import { describe, expect, it } from 'vitest';
import type { BoutSheet } from '~/features/competition';
import { heldWarnings } from './held-warnings';
import type { OutboxItem } from './offline/outbox';

const sheet = (red: number, blue: number) => ({ id: 7, warnings: { red, blue } }) as unknown as BoutSheet;

const warning = (corner: 'red' | 'blue', deduct: boolean, boutId = 7, seq = 1): OutboxItem => ({
  key: `w-${boutId}-${seq}`,
  account: 'referee',
  boutId,
  action: 'warnings',
  body: { corner, foulType: 'low_blow', round: 1, deduct },
  label: `Bout ${boutId} · warning`,
  queuedAt: seq,
  seq,
  attempts: 0,
});

describe('the warnings a referee’s device holds (issue 28 item 6)', () => {
  it('adds the warnings waiting on the device to the server’s count, per corner', () => {
    expect(heldWarnings(sheet(1, 0), [warning('red', true, 7, 1), warning('blue', true, 7, 2)])).toEqual({
      red: 2,
      blue: 1,
    });
  });

  it('counts neither a foul without deduction, nor another bout’s warning, nor a scorecard', () => {
    const card: OutboxItem = { ...warning('red', true, 7, 3), action: 'scorecards', body: { round: 1 } };
    expect(heldWarnings(sheet(0, 0), [warning('red', false), warning('red', true, 8, 2), card])).toEqual({
      red: 0,
      blue: 0,
    });
  });

  it('two warnings kept offline make the next one the third', () => {
    const held = heldWarnings(sheet(0, 0), [warning('blue', true, 7, 1), warning('blue', true, 7, 2)]);
    expect(held.blue >= 2).toBe(true);
  });
});
