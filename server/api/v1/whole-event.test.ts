import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@server/db/testing';
import { medalsOf, startRun } from './tournament-run.test-support';
import type { BoutRow, TournamentRun } from './tournament-run.test-support';

/**
 * Issue 27's "Done when": a whole event of each format driven through the public API, with walkovers in
 * finals and pools, knockouts after walkovers, corrections and cards sent at the same time, ends with every
 * category complete, its medals right and the tournament completed. Small on purpose (CI time): three
 * categories of four or five boxers in a bracket, two pools.
 */

const CATEGORIES = [
  { weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
  { weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
  { weightClass: 'flyweight', ageGroup: 'elite', gender: 'men' },
] as const;

describe.each(testDatabaseKinds())('a whole event through the API on %s', (kind) => {
  let run: TournamentRun;
  afterEach(async () => {
    await run.close();
  });

  /** A category's bouts with both corners known and still to box. */
  const ready = async (categoryId: number): Promise<BoutRow[]> =>
    (await run.bouts(categoryId)).filter((b) => b.status === 'scheduled' && b.red && b.blue);
  const corners = (b: BoutRow): [number, number] => [b.red!.entryId, b.blue!.entryId];
  const boxer = (entryId: number) => run.boxerOf.get(entryId)!;
  const correct = (boutId: number, body: Record<string, unknown>) =>
    run.ok('POST', `/bouts/${boutId}/correction`, { as: 'organiser', body });

  async function expectMedals(categoryId: number, gold: number, silver: number, bronzes: number[]) {
    const { complete, medals } = medalsOf(await run.results(), categoryId);
    expect(complete).toBe(true);
    expect(medals.slice(0, 2)).toEqual([
      ['gold_medal', boxer(gold)],
      ['silver_medal', boxer(silver)],
    ]);
    expect(medals.slice(2).sort()).toEqual(bronzes.map((b) => ['bronze_medal', boxer(b)]).sort());
  }

  it('single elimination: a final walked over, a knockout after a walkover, corrections of a final and of a semi-final boxed on', async () => {
    run = await startRun(kind, {
      format: 'single-elimination',
      categories: CATEGORIES,
      boxers: [4, 5, 4],
      endDate: '2026-12-07',
    });
    const { tournamentId } = run;
    const [light, welter, fly] = run.categoryIds as [number, number, number];
    await run.ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });
    await run.ok('PUT', `/tournaments/${tournamentId}/sessions`, {
      as: 'organiser',
      body: {
        rings: 1,
        sessions: ['2026-12-05', '2026-12-06', '2026-12-07'].map((day) => ({ day, start: '10:00' })),
      },
    });
    await run.ok('POST', `/tournaments/${tournamentId}/schedule`, { as: 'organiser' });

    // Lightweight: one semi-final on the cards, one stopped; then a finalist withdraws: the final is a walkover.
    const [semiA, semiB] = (await ready(light)) as [BoutRow, BoutRow];
    await run.onCards(semiA.id, semiA.red!.entryId);
    await run.stop(semiB.id, semiB.blue!.entryId, 'KO');
    const withdrawn = await run.ok('DELETE', `/entries/${semiB.blue!.entryId}`, {
      as: boxer(semiB.blue!.entryId),
      body: { reason: 'A cut over the eye' },
    });
    expect(withdrawn.json.entry.walkover).toBe(true);
    await expectMedals(light, semiA.red!.entryId, semiB.blue!.entryId, [
      semiA.blue!.entryId,
      semiB.red!.entryId,
    ]);

    // Welterweight, five boxers: the one bout of the first round is walked over (a boxer withdraws), and its
    // winner is knocked out in the semi-final; the final is boxed on the cards, then corrected.
    const firstRound = (await run.bouts(welter)).find(
      (b) => b.engineBoutId.startsWith('W1-') && b.red && b.blue,
    )!;
    const semiOfByes = (await ready(welter)).find((b) => b.id !== firstRound.id)!;
    const [through, out] = corners(firstRound);
    await run.ok('DELETE', `/entries/${out}`, { as: boxer(out), body: { reason: 'Unwell' } });
    const afterWalkover = (await ready(welter)).find((b) => corners(b).includes(through))!;
    const stopper = corners(afterWalkover).find((id) => id !== through)!;
    await run.stop(afterWalkover.id, stopper, 'KO');
    const [p, q] = corners(semiOfByes);
    await run.onCards(semiOfByes.id, p);
    const welterFinal = (await ready(welter))[0]!;
    expect(corners(welterFinal).sort()).toEqual([p, stopper].sort());
    await run.onCards(welterFinal.id, stopper);
    const toP = welterFinal.red!.entryId === p ? 'red' : 'blue';
    const corrected = await correct(welterFinal.id, {
      outcome: 'RSC',
      winner: toP,
      round: 3,
      reason: 'The referee had stopped the bout before the bell',
    });
    expect(corrected.json.voided).toEqual([]);
    await expectMedals(welter, p, stopper, [q, through]);

    // Flyweight: semi-finals and the final boxed; then a semi-final is corrected, setting the final aside,
    // and the final is boxed again by the boxer the correction put through.
    const [semiC, semiD] = (await ready(fly)) as [BoutRow, BoutRow];
    await run.onCards(semiC.id, semiC.red!.entryId);
    await run.stop(semiD.id, semiD.red!.entryId);
    const flyFinal = (await ready(fly))[0]!;
    await run.onCards(flyFinal.id, semiC.red!.entryId);
    const refused = await run.api.call('POST', `/bouts/${semiD.id}/correction`, {
      as: 'organiser',
      body: { outcome: 'RSC', winner: 'blue', round: 2, reason: 'The wrong corner was named' },
    });
    expect(refused).toMatchObject({ status: 409, json: { error: { code: 'correction_voids_bouts' } } });
    await correct(semiD.id, {
      outcome: 'RSC',
      winner: 'blue',
      round: 2,
      reason: 'The wrong corner was named',
      acceptVoided: true,
    });
    expect(medalsOf(await run.results(), fly).complete).toBe(false);
    expect(await run.tournamentStatus()).toBe('in_progress');
    const again = (await ready(fly))[0]!;
    expect(corners(again).sort()).toEqual([semiC.red!.entryId, semiD.blue!.entryId].sort());
    // Boxed again on the cards: the first attempt's cards are the audit's, not this attempt's, so the
    // judges' new cards (the other way round) count and decide it (issue 27: they were refused as
    // round_already_scored, and the final never decided).
    await run.onCards(again.id, semiD.blue!.entryId);
    const sheet = (await run.ok('GET', `/bouts/${again.id}`)).json.bout;
    expect(sheet.decision).toMatchObject({ outcome: 'WP' });
    expect(sheet.rounds.flatMap((r: { cards: unknown[] }) => r.cards)).toHaveLength(9);
    // The set-aside attempt is kept in the bout's audit: its result and its nine cards.
    expect(sheet.corrections).toHaveLength(1);
    expect(sheet.corrections[0].before).toMatchObject({ outcome: 'WP', winnerEntryId: semiC.red!.entryId });
    expect(sheet.corrections[0].before.scorecards).toHaveLength(9);
    await expectMedals(fly, semiD.blue!.entryId, semiC.red!.entryId, [
      semiC.blue!.entryId,
      semiD.red!.entryId,
    ]);

    expect(await run.tournamentStatus()).toBe('completed');
    const results = await run.results();
    expect(results.categories.map((c: { complete: boolean }) => c.complete)).toEqual([true, true, true]);
  });

  it('round robin: walkovers in both pools, a knockout after a walkover, a correction, cards sent at the same time', async () => {
    run = await startRun(kind, { format: 'round-robin', categories: CATEGORIES.slice(0, 2), boxers: [4, 5] });
    const { tournamentId } = run;
    const [light, welter] = run.categoryIds as [number, number];
    const [a, b, c, d] = run.entries[0] as [number, number, number, number];
    const [p, q, r, s, t] = run.entries[1] as [number, number, number, number, number];
    await run.ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });

    // A walkover in each pool: d withdraws, q misses weight.
    await run.ok('DELETE', `/entries/${d}`, { as: boxer(d), body: { reason: 'Injured in training' } });
    await run.ok('POST', `/entries/${q}/weigh-in`, {
      as: 'organiser',
      body: { weightKg: 75, medicalCleared: true, day: '2026-12-05' },
    });
    // Knockouts of boxers who have a walkover won: a by b, t by p. Their bouts still to box are walked over;
    // the walkovers they won stand.
    const between = (x: number, y: number) => run.boutBetween(x, y);
    await Promise.all([
      (async () => run.stop((await between(a, b)).id, b, 'KO'))(),
      (async () => run.stop((await between(p, t)).id, p, 'KO'))(),
    ]);
    for (const [x, y, winner] of [
      [a, d, a],
      [a, c, c],
      [t, q, t],
      [r, t, r],
      [s, t, s],
    ] as const)
      expect(await between(x, y), `${x} v ${y}`).toMatchObject({ status: 'decided', winnerEntryId: winner });

    // Two bouts on the cards at once, one in each pool.
    await Promise.all([
      (async () => run.onCards((await between(b, c)).id, b))(),
      (async () => run.onCards((await between(p, r)).id, p))(),
    ]);
    await run.stop((await between(p, s)).id, p);
    await run.onCards((await between(r, s)).id, r);
    // The pool of four is complete: b on top. Then a correction: the referee had stopped b v c for c.
    await expectMedals(light, b, c, [a]);
    const bc = await between(b, c);
    await correct(bc.id, {
      outcome: 'RSC',
      winner: bc.red!.entryId === c ? 'red' : 'blue',
      round: 3,
      reason: 'The referee stopped the bout for c before the cards',
    });
    // c: walkovers over d and a, and b; b: walkover over d, knockout of a; a: the walkover over d.
    await expectMedals(light, c, b, [a]);
    // p four wins (one a walkover), r three, s two, t the walkover over q; q never boxed.
    await expectMedals(welter, p, r, [s]);
    expect(await run.tournamentStatus()).toBe('completed');
  });
});
