import { Bell, BellOff, Pause, Play, SkipForward, TimerReset, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useLiveEvents, type LiveClock } from '~/lib/use-live-events';
import {
  clockText,
  phaseLabel,
  tap,
  view,
  type ClockAction,
  type ClockRules,
  type ClockState,
  type ClockView,
} from '../clock/machine';

/** What the loaders hand the clock (the API's GET /bouts/{id}/clock answer). */
export type ClockData = {
  boutId: number;
  tournamentId: number;
  rules: Required<ClockRules>;
  state: ClockState;
  serverNow: number;
  canRun: boolean;
};

/* The device's clock (Date.now) is the screen's own: the server's time is read as an offset from it. */
const deviceNow = () => Date.now();

/**
 * A clock that follows the server: the state from the loader, then each `bout.clock` event of this bout (a
 * newer revision), and the time left computed on the device every 100 ms, so it counts on through a drop.
 */
function useFollowedClock(initial: ClockData) {
  const [state, setState] = useState<ClockState>(initial.state);
  const offset = useRef(initial.serverNow - deviceNow());
  // The server's instant first, so the page renders the same on the server and on hydration.
  const [now, setNow] = useState(initial.serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(deviceNow() + offset.current), 100);
    return () => window.clearInterval(timer);
  }, []);
  const adopt = useCallback((next: ClockState, serverAt?: number) => {
    if (serverAt !== undefined) offset.current = serverAt - deviceNow();
    setState((current) => (next.revision >= current.revision ? next : current));
  }, []);
  const live = useLiveEvents(initial.tournamentId, {
    relevant: () => false,
    onEvent: (type, payload) => {
      if (type !== 'bout.clock' || payload.boutId !== initial.boutId || !payload.clock) return;
      const { at, ...next }: LiveClock = payload.clock;
      adopt(next, at);
    },
  });
  // The page read again (after a reconnection, say): a newer clock from the server is shown.
  const shown = initial.state.revision > state.revision ? initial.state : state;
  return { state: shown, setState, now, offset, adopt, live };
}

/**
 * Rings when a round starts (one strike) and at its bell (three), and flashes BELL for 3 seconds for those who
 * cannot hear. `now` is the clock's ticking time, so the flash ends on the next tick after it.
 */
function useBell(v: ClockView, now: number, sound: boolean) {
  const last = useRef({ phase: v.phase, roundsBelled: v.roundsBelled });
  const [flashUntil, setFlashUntil] = useState(0);
  const audio = useRef<AudioContext | null>(null);
  useEffect(() => {
    const before = last.current;
    if (before.phase === v.phase && before.roundsBelled === v.roundsBelled) return;
    last.current = { phase: v.phase, roundsBelled: v.roundsBelled };
    const bell = v.roundsBelled > before.roundsBelled;
    const started = v.phase === 'running' && (before.phase === 'ready' || before.phase === 'rest');
    if (!bell && !started) return;
    setFlashUntil(now + 3_000);
    if (sound) strike(audio, bell ? 3 : 1);
  }, [v.phase, v.roundsBelled, now, sound]);
  return now < flashUntil;
}

/** A boxing bell from the Web Audio API: a bright partial over a low one, decaying, `times` strikes. */
function strike(audio: React.RefObject<AudioContext | null>, times: number) {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return;
  audio.current ??= new AudioContext();
  const ctx = audio.current;
  void ctx.resume();
  for (let i = 0; i < times; i++) {
    const start = ctx.currentTime + i * 0.45;
    for (const [frequency, level] of [
      [880, 0.35],
      [2_350, 0.15],
    ] as const) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(level, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 1.2);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 1.25);
    }
  }
}

/** The face: the phase, the big time, the 10-second warning and the BELL flash. */
export function ClockFace({
  v,
  rules,
  flash,
  size = 'lg',
}: {
  v: ClockView;
  rules: Required<ClockRules>;
  flash: boolean;
  size?: 'md' | 'lg' | 'xl';
}) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-2xl border p-4 text-center transition-colors sm:p-6',
        v.warning ? 'border-corner-500 bg-corner-600/25' : 'border-white/10 bg-ink-950/70',
        v.phase === 'rest' && !v.warning && 'border-sky-400/40 bg-sky-500/10',
        flash && 'ring-4 ring-gold-400',
        flash && (size === 'md' ? 'pt-14' : 'pt-16 sm:pt-24'),
      )}
      data-testid="round-clock"
      data-phase={v.phase}
    >
      <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-300 uppercase sm:text-base">
        {phaseLabel(v, rules.rounds)}
      </p>
      <p
        className={cn(
          'font-display leading-none font-extrabold text-white tabular-nums',
          size === 'xl'
            ? 'text-8xl sm:text-[11rem] lg:text-[12vh]'
            : size === 'lg'
              ? 'text-7xl sm:text-9xl'
              : 'text-5xl',
          v.warning && 'text-corner-100',
        )}
        aria-label={`${clockText(v.remainingMs)} left`}
        role="timer"
      >
        {clockText(v.remainingMs)}
      </p>
      <p className="mt-2 min-h-6 text-sm font-semibold sm:text-base" aria-live="polite">
        {v.warning ? (
          <span className="text-corner-100">
            10 seconds {v.phase === 'rest' ? '· seconds out' : 'to the bell'}
          </span>
        ) : v.phase === 'paused' ? (
          <span className="text-gold-200">Time: the referee has stopped the clock</span>
        ) : v.phase === 'rest' ? (
          <span className="text-sky-100">One minute's rest</span>
        ) : null}
      </p>
      {flash ? (
        <div
          role="status"
          className="absolute inset-x-0 top-0 flex items-center justify-center bg-gold-400 py-1 font-display text-3xl font-extrabold tracking-widest text-ink-950 sm:py-2 sm:text-5xl"
        >
          <Bell aria-hidden className="mr-3 size-7 sm:size-10" /> BELL
        </div>
      ) : null}
    </div>
  );
}

function SoundToggle({ sound, onChange }: { sound: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="text-white"
      aria-pressed={sound}
      onClick={() => onChange(!sound)}
    >
      {sound ? <Bell aria-hidden /> : <BellOff aria-hidden />} Bell sound {sound ? 'on' : 'off'}
    </Button>
  );
}

/** The clock as the ring screen, the judges and the public see it: read-only, following the live stream. */
export function RoundClockPanel({
  initial,
  size = 'lg',
  title = 'Round clock',
}: {
  initial: ClockData;
  size?: 'md' | 'lg' | 'xl';
  title?: string;
}) {
  const { state, now } = useFollowedClock(initial);
  const [sound, setSound] = useState(false);
  const v = view(state, initial.rules, now);
  const flash = useBell(v, now, sound);
  return (
    <section aria-label={title} className="space-y-2">
      <ClockFace v={v} rules={initial.rules} flash={flash} size={size} />
      <div className="flex justify-end">
        <SoundToggle sound={sound} onChange={setSound} />
      </div>
    </section>
  );
}

/** A fresh Idempotency-Key per tap (randomUUID needs a secure context; a plain address gets the fallback). */
const tapKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${deviceNow().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A tap waiting to be sent: `at` is when it was made, on the device's estimate of the server's time. */
type QueuedTap = { action: ClockAction; revision: number; at: number };

const actionLabel: Record<ClockAction, string> = {
  start: 'Start',
  pause: 'Time',
  resume: 'Resume',
  end_round: 'End round',
};
const shortcut: Record<ClockAction, string> = { start: 's', pause: 't', resume: 'r', end_round: 'e' };

/**
 * The timekeeper's console (issue 33): the big clock, Start / Time / Resume / End round (keys S, T, R, E).
 * A tap is applied on the device at once and queued with the revision it was made on and when it was made
 * (the device's estimate of the server's time), then sent in order; while the network is down the clock
 * counts on locally, and the queue is sent on return, each tap taking effect when it was made, so the
 * server's clock comes out as the device showed it. A tap the server answers stale (the clock moved on
 * meanwhile) or refuses is dropped with what follows it, the server's clock adopted, and the timekeeper told.
 */
export function TimekeeperConsole({ initial }: { initial: ClockData }) {
  const { state, setState, now, offset, adopt } = useFollowedClock(initial);
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [sound, setSound] = useState(true);
  const sending = useRef(false);
  const v = view(state, initial.rules, now);
  const flash = useBell(v, now, sound);

  const press = (action: ClockAction) => {
    const at = Math.round(deviceNow() + offset.current);
    const answer = tap(state, action, initial.rules, at);
    if (!answer.ok) {
      setNotice(answer.refusal.message);
      return;
    }
    setNotice(null);
    setQueue((q) => [...q, { action, revision: state.revision, at }]);
    setState(answer.state);
  };

  useEffect(() => {
    if (queue.length === 0 || sending.current) return;
    const next = queue[0]!;
    sending.current = true;
    fetch(`/api/v1/bouts/${initial.boutId}/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': tapKey() },
      credentials: 'same-origin',
      body: JSON.stringify({ ...next, at: new Date(next.at).toISOString() }),
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as {
          clock?: ClockData;
          error?: { code: string; message: string };
        } | null;
        setOffline(false);
        if (response.ok && body?.clock) {
          adopt(body.clock.state, body.clock.serverNow);
          setQueue((q) => q.slice(1));
        } else if (body?.clock) {
          // Stale: the server's clock wins; what was queued after this tap was made on it too.
          setState(body.clock.state);
          offset.current = body.clock.serverNow - deviceNow();
          setQueue([]);
          setNotice(`${body.error?.message ?? 'The clock had moved on.'}`);
        } else {
          // Refused (its time out of bounds, or it no longer fits): what followed it was made on it, and the
          // device's clock has it; the server's clock is read and shown instead.
          setQueue([]);
          setNotice(body?.error?.message ?? 'The tap was refused.');
          const read = await fetch(`/api/v1/bouts/${initial.boutId}/clock`, { credentials: 'same-origin' });
          const current = (await read.json().catch(() => null)) as { clock?: ClockData } | null;
          if (read.ok && current?.clock) {
            setState(current.clock.state);
            offset.current = current.clock.serverNow - deviceNow();
          }
        }
      })
      .catch(() => setOffline(true))
      .finally(() => {
        sending.current = false;
      });
  }, [queue, initial.boutId, adopt, setState, offset]);

  // Offline: try the queue again every 2 seconds, and at once when the device says it is back.
  useEffect(() => {
    if (!offline) return;
    const retry = () => setQueue((q) => [...q]);
    const timer = window.setInterval(retry, 2_000);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [offline]);

  const can = (action: ClockAction) => tap(state, action, initial.rules, now).ok;
  const keys = useRef(press);
  useEffect(() => {
    keys.current = press;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
      const action = (Object.keys(shortcut) as ClockAction[]).find(
        (a) => shortcut[a] === event.key.toLowerCase(),
      );
      if (action) {
        event.preventDefault();
        keys.current(action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const icon: Record<ClockAction, React.ReactNode> = {
    start: <Play aria-hidden />,
    pause: <Pause aria-hidden />,
    resume: <TimerReset aria-hidden />,
    end_round: <SkipForward aria-hidden />,
  };
  return (
    <div className="space-y-4">
      <ClockFace v={v} rules={initial.rules} flash={flash} size="xl" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(Object.keys(actionLabel) as ClockAction[]).map((action) => (
          <Button
            key={action}
            type="button"
            size="lg"
            variant={action === 'pause' || action === 'end_round' ? 'red' : 'gold'}
            className="h-16 text-xl focus-visible:ring-4 focus-visible:ring-gold-300 focus-visible:outline-none"
            disabled={!can(action)}
            aria-keyshortcuts={shortcut[action].toUpperCase()}
            onClick={() => press(action)}
          >
            {icon[action]} {actionLabel[action]}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-300">
        <p>Keys: S start · T time · R resume · E end round</p>
        <SoundToggle sound={sound} onChange={setSound} />
      </div>
      <div aria-live="polite" className="space-y-2">
        {offline || queue.length > 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-gold-400/15 px-3 py-2 text-gold-100">
            {offline ? <WifiOff aria-hidden className="size-4" /> : null}
            {offline
              ? `No network: the clock counts on here; ${queue.length} tap${queue.length === 1 ? '' : 's'} will be sent when it is back.`
              : `Sending ${queue.length} tap${queue.length === 1 ? '' : 's'}…`}
          </p>
        ) : null}
        {notice ? <p className="rounded-lg bg-corner-600/25 px-3 py-2 text-corner-100">{notice}</p> : null}
      </div>
    </div>
  );
}
