// npm run demo:live [-- --once] [-- --url http://localhost:3000] [-- --every 5]
//
// Moves the demo event along so a newcomer sees the live pages move (issue 17 item 7): against a running
// `npm start`, it signs in as the demo event's officials and, every few seconds, takes one step of what a
// ringside would do: the judges send the next round's cards of the bout in progress (the last round's
// cards decide it on points), or, with no bout in progress, a ring's referee starts the next bout. Open the
// spectator hub, the bout order, a bracket or a ring's screen (/tournaments/<slug>/screen?ring=1) beside it.
//
// It goes through the HTTP API as the officials would, never the database: the server owns its data folder
// (PGlite is single-owner), and the pages then hear each step on their live stream like any other change.
// Stops on Ctrl+C, after one step with --once, or when the event has no bout left to box.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD } from '../server/auth/demo-accounts';
import {
  view,
  type ClockAction,
  type ClockRules,
  type ClockState,
} from '../app/features/competition/clock/machine';
import { DEMO_EVENT_NAME, DEMO_EVENT_PANELS, DEMO_EVENT_TIMEKEEPER } from '../server/demo/event';

type Bout = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  red: { name: string } | null;
  blue: { name: string } | null;
};
type Sheet = {
  status: Bout['status'];
  rules: { rounds: number };
  rounds: { round: number; complete: boolean }[];
  decision: { outcome: string; winner: 'red' | 'blue' | null } | null;
};

/** What one step did, in a sentence for the console (and the test). */
export type DemoStep =
  | { kind: 'round'; boutId: number; number: number | null; round: number; decided: string | null }
  | { kind: 'started'; boutId: number; number: number | null; ring: number }
  | { kind: 'done' };

/** One signed-in official: their session cookie, sent with every call. */
class Official {
  private cookie = '';
  constructor(
    private readonly base: string,
    readonly email: string,
  ) {}

  async signIn() {
    const response = await fetch(`${this.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base },
      body: JSON.stringify({ email: this.email, password: DEMO_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`Signing in as ${this.email} failed (${response.status}): is this the demo's server?`);
    this.cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/api/v1${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.base,
        ...(method === 'POST' ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} as ${this.email}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

type Clock = { rules: ClockRules; state: ClockState; serverNow: number };

/** A judge's card for a round: red takes most rounds, the third judge sees round 2 the other way. */
function card(seat: number, round: number) {
  return seat === 3 && round === 2 ? { red: 9, blue: 10 } : { red: 10, blue: 9 };
}

export type DemoDriver = { tournament: { id: number; slug: string }; step: () => Promise<DemoStep> };

/** Signs the demo event's officials in and finds the event: `step()` then advances it by one move. */
export async function demoDriver(base: string): Promise<DemoDriver> {
  const panels = DEMO_EVENT_PANELS.map((panel) => ({
    referee: new Official(base, panel.referee),
    judges: panel.judges.map((email) => new Official(base, email)),
  }));
  for (const panel of panels)
    for (const official of [panel.referee, ...panel.judges]) await official.signIn();
  const reader = panels[0]!.referee;
  const timekeeper = new Official(base, DEMO_EVENT_TIMEKEEPER);
  await timekeeper.signIn();

  /**
   * A round is scored after its bell (issue 33): where the bout's round clock runs (the demo's final in the
   * ring has a timekeeper), she starts the round if it waits and rings its bell before the judges send cards.
   */
  const ringBell = async (boutId: number, round: number) => {
    let { clock } = await reader.call<{ clock: Clock }>('GET', `/bouts/${boutId}/clock`);
    if (clock.state.revision === 0) return; // No clock run for this bout: scored as before.
    for (let taps = 0; taps < 4; taps++) {
      const shown = view(clock.state, clock.rules, clock.serverNow);
      if (shown.roundsBelled >= round || shown.phase === 'finished') return;
      const action: ClockAction =
        shown.phase === 'running' || shown.phase === 'paused' ? 'end_round' : 'start';
      ({ clock } = await timekeeper.call<{ clock: Clock }>('POST', `/bouts/${boutId}/clock`, {
        action,
        revision: clock.state.revision,
      }));
    }
  };

  const found: { id: number; slug: string; name: string }[] = [];
  for (const status of ['upcoming', 'past'])
    found.push(
      ...(
        await reader.call<{ tournaments: { id: number; slug: string; name: string }[] }>(
          'GET',
          `/tournaments?status=${status}&q=${encodeURIComponent(DEMO_EVENT_NAME)}`,
        )
      ).tournaments,
    );
  const tournament = found.find((t) => t.name === DEMO_EVENT_NAME);
  if (!tournament) throw new Error(`No "${DEMO_EVENT_NAME}" on this server: was it started with demo data?`);

  const step = async (): Promise<DemoStep> => {
    const { bouts } = await reader.call<{ bouts: Bout[] }>('GET', `/tournaments/${tournament.id}/bouts`);
    const panelOf = (bout: Bout) => (bout.ring === null ? undefined : panels[bout.ring - 1]);
    const inRing = bouts.find((b) => b.status === 'in_progress' && panelOf(b));
    if (inRing) {
      const panel = panelOf(inRing)!;
      const { bout: sheet } = await reader.call<{ bout: Sheet }>('GET', `/bouts/${inRing.id}`);
      const round = sheet.rounds.filter((r) => r.complete).length + 1;
      if (round > sheet.rules.rounds) {
        // Every round is in but no decision (not the demo's way): the referee calls it on the cards.
        await panel.referee.call('POST', `/bouts/${inRing.id}/decision`, { outcome: 'WP' });
      } else {
        await ringBell(inRing.id, round);
        for (const [i, judge] of panel.judges.entries())
          await judge.call('POST', `/bouts/${inRing.id}/scorecards`, { round, ...card(i + 1, round) });
      }
      const { bout: after } = await reader.call<{ bout: Sheet }>('GET', `/bouts/${inRing.id}`);
      const winner = after.decision?.winner ? inRing[after.decision.winner]?.name : null;
      return {
        kind: 'round',
        boutId: inRing.id,
        number: inRing.number,
        round: Math.min(round, sheet.rules.rounds),
        decided: after.decision ? `${winner ?? 'no winner'} (${after.decision.outcome})` : null,
      };
    }
    // The next bout with both its boxers, by the bout order.
    const next = bouts
      .filter((b) => b.status === 'scheduled' && b.red && b.blue && panelOf(b))
      .sort(
        (a, b) =>
          (a.plannedStart ?? '').localeCompare(b.plannedStart ?? '') || (a.number ?? 0) - (b.number ?? 0),
      )[0];
    if (!next) return { kind: 'done' };
    await panelOf(next)!.referee.call('POST', `/bouts/${next.id}/start`);
    return { kind: 'started', boutId: next.id, number: next.number, ring: next.ring! };
  };
  return { tournament, step };
}

export function describeStep(step: DemoStep): string {
  if (step.kind === 'done')
    return 'Every bout of the demo event with both its boxers is boxed: nothing left to do.';
  if (step.kind === 'started') return `Bout ${step.number} started in ring ${step.ring}.`;
  return `Bout ${step.number}: round ${step.round} scored${step.decided ? `; decided: ${step.decided}` : ''}.`;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const base = (option('url') ?? process.env.DEMO_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const every = Number(option('every') ?? 5) * 1000;
  const once = process.argv.includes('--once');
  const driver = await demoDriver(base);
  console.log(
    `Moving "${DEMO_EVENT_NAME}" on ${base}. Watch ${base}/tournaments/${driver.tournament.slug}/bouts, ` +
      `${base}/tournaments/${driver.tournament.slug}/screen?ring=1 or ${base}/spectator-dashboard.` +
      (once ? '' : ' Ctrl+C stops.'),
  );
  for (;;) {
    const step = await driver.step();
    console.log(describeStep(step));
    if (once || step.kind === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.on('SIGINT', () => process.exit(0));
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
