import { formatNaira } from '~/lib/money';
import { nairaOfKobo } from '~/lib/refund-policy';

/**
 * A person's standing in a tournament (issue 30 item 2): where one entry is, in words, on every surface that
 * shows it (the boxer's dashboard, the tournament page, the calendar card, a coach's students). The facts come
 * from the one source of truth (the entry, its weigh-in, its category's draw and bouts: `entryStandings` in
 * standing.server.ts); this module has no database, so the pages' components can word it in the browser.
 *
 * DESIGN: registered → weighed in → drawn → boxing → eliminated | placed, or withdrawn at any point.
 */
export type StandingState =
  'entered' | 'weighed_in' | 'drawn' | 'boxing' | 'eliminated' | 'placed' | 'withdrawn';

export type StandingMedal = 'gold' | 'silver' | 'bronze';

/** The bout that matters now: the one under way, else the next one with a number in the bout order. */
export type StandingBout = {
  number: number | null;
  ring: number | null;
  /** ISO instant of its planned start; null until the bout order is made. */
  plannedStart: string | null;
  live: boolean;
};

/** The facts one entry's standing is worded from, as `entryStandings` reads them. */
export type StandingFacts = {
  /** The entry's own status column, which every writer keeps (registration, weigh-in, the draw's state). */
  status: string;
  /** The category as people read it ("Welterweight (147 lbs) · Elite 20-34 · Men"). */
  category: string;
  /** The tournament's weigh-in day (YYYY-MM-DD, Lagos). */
  weighInDate: string;
  entryFee: number;
  paid: boolean;
  guardianConsent: 'awaiting' | 'given' | null;
  /** The latest weigh-in's weight, if weighed. */
  weighedKg: number | null;
  /** The bout under way or next to box (null when none is left or none is made yet). */
  bout: StandingBout | null;
  /** A placed entry's medal, from its category's draw. */
  medal: StandingMedal | null;
  /** Its fee coming back (issue 31): pending or done online, owed or given back in cash. */
  refund?: StandingRefund | null;
};

/** An entry's refund as its standing says it: "Refund pending ₦12,500", "Refunded ₦12,500". */
export type StandingRefund = {
  status: 'pending' | 'processed' | 'failed' | 'cash-owed' | 'cash-refunded';
  amountKobo: number;
};

export type Standing = {
  state: StandingState;
  category: string;
  /** When the boxer weighs in: the day and the hour, Lagos. */
  weighIn: { day: string; time: string };
  fee: { amount: number; paid: boolean };
  guardianConsent: 'awaiting' | 'given' | null;
  weighedKg: number | null;
  bout: StandingBout | null;
  medal: StandingMedal | null;
  refund: StandingRefund | null;
};

/**
 * The hour weigh-ins open on the tournament's weigh-in day, Lagos (World Boxing weighs boxers in on the
 * morning): a tournament records only the day of its weigh-in, so every tournament's opens at this hour.
 */
export const WEIGH_IN_OPENS = '08:00';

/** The one function: an entry's standing from its facts. */
export function standingOf(facts: StandingFacts): Standing {
  const live = facts.bout?.live === true;
  const state: StandingState =
    facts.status === 'withdrawn'
      ? 'withdrawn'
      : // A bout under way makes its boxers boxing, whatever was last written.
        live
        ? 'boxing'
        : facts.status === 'placed' && facts.medal
          ? 'placed'
          : facts.status === 'placed' || facts.status === 'eliminated'
            ? 'eliminated'
            : facts.status === 'boxing' || facts.status === 'drawn' || facts.status === 'weighed_in'
              ? facts.status
              : 'entered';
  return {
    state,
    category: facts.category,
    weighIn: { day: facts.weighInDate, time: WEIGH_IN_OPENS },
    fee: { amount: facts.entryFee, paid: facts.paid },
    guardianConsent: facts.guardianConsent,
    weighedKg: facts.weighedKg,
    bout: state === 'drawn' || state === 'boxing' ? facts.bout : null,
    medal: state === 'placed' ? facts.medal : null,
    refund: facts.refund ?? null,
  };
}

const MEDAL_NAMES: Record<StandingMedal, string> = {
  gold: 'Gold medal',
  silver: 'Silver medal',
  bronze: 'Bronze medal',
};

/** The standing's first word, as a badge says it. */
export function standingHeadline(s: Standing): string {
  switch (s.state) {
    case 'entered':
      return 'Entered';
    case 'weighed_in':
      return 'Weighed in';
    case 'drawn':
      return 'Drawn';
    case 'boxing':
      return s.bout?.live ? 'Boxing now' : 'Through to the next bout';
    case 'eliminated':
      return 'Eliminated';
    case 'placed':
      return s.medal ? MEDAL_NAMES[s.medal] : 'Placed';
    case 'withdrawn':
      return 'Withdrawn';
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Fri 4 Dec" for a YYYY-MM-DD day (a calendar date: no time zone to apply). */
export function formatStandingDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[day.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

/** "weigh-in Fri 4 Dec, 08:00" (Lagos). */
export function weighInText(s: Pick<Standing, 'weighIn'>): string {
  return `weigh-in ${formatStandingDay(s.weighIn.day)}, ${s.weighIn.time}`;
}

/** "₦25,000 due", "fee paid", "free entry". */
export function feeText(s: Pick<Standing, 'fee'>): string {
  if (s.fee.amount === 0) return 'free entry';
  return s.fee.paid ? `${formatNaira(s.fee.amount)} paid` : `${formatNaira(s.fee.amount)} due`;
}

/** "Bout 12, Ring 1, Sat 5 Dec, 14:30", or "bout order to come" while the bouts are not numbered yet. */
export function boutText(bout: StandingBout): string {
  if (bout.number === null) return 'bout order to come';
  const parts = [`Bout ${bout.number}`];
  if (bout.ring !== null) parts.push(`Ring ${bout.ring}`);
  if (bout.plannedStart && !bout.live) {
    // Lagos is UTC+1 all year (no daylight saving): its wall clock is the instant an hour on, read in UTC.
    const lagos = new Date(new Date(bout.plannedStart).getTime() + 60 * 60 * 1000).toISOString();
    parts.push(`${formatStandingDay(lagos.slice(0, 10))}, ${lagos.slice(11, 16)}`);
  }
  return parts.join(', ');
}

/** What follows the headline: the category, then what the boxer needs to know next. */
export function standingDetails(s: Standing): string[] {
  const details = [s.category];
  switch (s.state) {
    case 'entered':
      details.push(weighInText(s), feeText(s));
      if (s.guardianConsent === 'awaiting') details.push('awaiting a guardian’s consent');
      break;
    case 'weighed_in':
      if (s.weighedKg !== null) details.push(`made weight at ${Math.round(s.weighedKg * 10) / 10} kg`);
      details.push('waiting for the draw', feeText(s));
      break;
    case 'drawn':
      details.push(s.bout ? boutText(s.bout) : 'bout order to come');
      break;
    case 'boxing':
      if (s.bout) details.push(s.bout.live ? boutText(s.bout) : `next: ${boutText(s.bout)}`);
      break;
    default:
      break;
  }
  if (s.refund) details.push(refundText(s.refund));
  return details;
}

/** "Refund pending ₦12,500", "Refunded ₦12,500", "Refund due ₦12,500 in cash". */
export function refundText(refund: StandingRefund): string {
  const amount = nairaOfKobo(refund.amountKobo);
  switch (refund.status) {
    case 'pending':
      return `Refund pending ${amount}`;
    case 'processed':
    case 'cash-refunded':
      return `Refunded ${amount}`;
    case 'failed':
      return `Refund of ${amount} failed: the organiser will settle it`;
    case 'cash-owed':
      return `Refund due ${amount} in cash from the organiser`;
  }
}

/** The whole standing in one line: "Entered · Welterweight (147 lbs) · Elite 20-34 · Men · weigh-in …". */
export function standingText(s: Standing): string {
  return [standingHeadline(s), ...standingDetails(s)].join(' · ');
}
