import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { bouts, tournamentCategories } from '@server/db/schema';
import { getBout } from './engine';
import type { BoutResult, CategoryDraw } from './engine';
import { readState } from './engine-state.server';

/**
 * The judges' totals of a decided bout, as its public page shows them ("Cards: 29-28, …"): each judge's
 * card, red then blue, after the warnings' deductions, in seat order. Null for a bout not decided, or decided
 * otherwise than on the cards (a stoppage, a walkover). The bout sheet and the official results both read
 * this one function, so an export never shows a card the public page hides.
 */
export function decisionTotals(
  bout: { status: string; outcome: string | null },
  result: BoutResult | null | undefined,
): Array<[number, number]> | null {
  if (bout.status !== 'decided' || !bout.outcome || !result?.totals) return null;
  return result.totals.map((t) => [t[0], t[1]]);
}

/** One judge's total of a decided bout: who (their account id, as their card names them) and the two corners. */
export type JudgeTotal = { judge: string | null; red: number; blue: number };

function boutOf(state: CategoryDraw, engineBoutId: string) {
  try {
    return getBout(state, engineBoutId);
  } catch {
    return null;
  }
}

/** decisionTotals for every decided bout of a tournament, by bout id, each total with its judge. */
export async function tournamentCardTotals(
  db: Database,
  tournamentId: number,
): Promise<Map<number, JudgeTotal[]>> {
  const [categories, decided] = await Promise.all([
    db
      .select({ id: tournamentCategories.id, state: tournamentCategories.drawState })
      .from(tournamentCategories)
      .where(
        and(eq(tournamentCategories.tournamentId, tournamentId), isNotNull(tournamentCategories.drawState)),
      ),
    db
      .select({
        id: bouts.id,
        categoryId: bouts.categoryId,
        engineBoutId: bouts.engineBoutId,
        status: bouts.status,
        outcome: bouts.outcome,
      })
      .from(bouts)
      .where(and(eq(bouts.tournamentId, tournamentId), eq(bouts.status, 'decided'))),
  ]);
  const out = new Map<number, JudgeTotal[]>();
  if (decided.length === 0) return out;
  const states = new Map(categories.map((c) => [c.id, readState(c.state)]));
  for (const row of decided) {
    const state = states.get(row.categoryId);
    const result = state ? boutOf(state, row.engineBoutId)?.result : null;
    const totals = decisionTotals(row, result);
    if (totals)
      out.set(
        row.id,
        totals.map(([red, blue], i) => ({ judge: result?.scorecards?.[i]?.judge ?? null, red, blue })),
      );
  }
  return out;
}
