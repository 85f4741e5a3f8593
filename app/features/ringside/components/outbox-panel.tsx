import { AlertTriangle, CloudUpload, Hourglass, LogIn, RefreshCw, WifiOff, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import type { OutboxItem, Refusal, Unreachable } from '../offline/outbox';

/** What the official reads about the cards still on the device, by why they have not gone. */
function waitingLine(online: boolean, blocked: Unreachable | undefined): string {
  if (!online)
    return 'No network: what you score is kept on this device and sent, in order and once each, when the network is back.';
  if (blocked === 'timeout')
    return 'The server did not answer in time. Kept on this device: tried again by itself, in order and once each. Keep scoring.';
  if (blocked === 'server')
    return 'The server is not answering right now. Kept on this device: sent by itself, in order and once each, as soon as it is back. Keep scoring.';
  return 'Kept on this device. Sent in order, each once, as soon as the server answers.';
}

/** The ended session's notice: sign in again (the link comes back to this page), then the cards go. */
function SignInAgain({ count }: { count: number }) {
  const { pathname, search } = useLocation();
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-950/60 px-4 py-3 ring-1 ring-gold-400/50"
    >
      <p className="font-semibold">
        Your session has ended: sign in again to send{' '}
        {count === 1
          ? 'what is waiting. Nothing is lost: it goes'
          : `these ${count}. Nothing is lost: they go`}{' '}
        as soon as you are back.
      </p>
      <Button asChild size="sm">
        <Link to={`/sign-in?redirectTo=${encodeURIComponent(pathname + search)}`}>
          <LogIn aria-hidden /> Sign in again
        </Link>
      </Button>
    </div>
  );
}

/**
 * What this device holds for the official (issue 18 item 2): the writes waiting to be sent, in the order
 * they go, and what the server refused, with its words, until the official has read it. Shown only when
 * there is something to say, or when the device is offline.
 */
export function OutboxPanel({
  online,
  waiting,
  refused,
  blocked,
  onRetry,
  onDismiss,
}: {
  online: boolean;
  waiting: OutboxItem[];
  refused: Refusal[];
  /** Why the waiting writes have not gone (from the last run). */
  blocked?: Unreachable;
  onRetry: () => void;
  onDismiss: (key: string) => void;
}) {
  if (online && waiting.length === 0 && refused.length === 0) return null;
  return (
    <div className="space-y-3">
      {!online || waiting.length > 0 ? (
        <section
          aria-label="Waiting to send"
          className="rounded-2xl border border-amber-400/50 bg-amber-400/10 p-4 text-white sm:p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="inline-flex items-center gap-2 font-display text-lg font-bold tracking-wide uppercase">
              {!online ? (
                <WifiOff aria-hidden className="size-5 text-amber-300" />
              ) : blocked === 'timeout' ? (
                <Hourglass aria-hidden className="size-5 text-amber-300" />
              ) : (
                <CloudUpload aria-hidden className="size-5 text-amber-300" />
              )}
              <span role="status">
                {waiting.length > 0 ? `Waiting to send (${waiting.length})` : 'Offline'}
              </span>
            </p>
            {waiting.length > 0 ? (
              <Button size="sm" variant="outline" className="text-white" onClick={onRetry}>
                <RefreshCw aria-hidden /> Send now
              </Button>
            ) : null}
          </div>
          {online && blocked === 'signed-out' && waiting.length > 0 ? (
            <SignInAgain count={waiting.length} />
          ) : (
            <p className="mt-2 text-sm text-ink-300">{waitingLine(online, blocked)}</p>
          )}
          {waiting.length > 0 ? (
            <ol className="mt-3 space-y-1 text-sm">
              {waiting.map((item) => (
                <li key={item.key} className="flex items-center gap-2">
                  <span aria-hidden className="size-1.5 rounded-full bg-amber-300" />
                  {item.label}
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ) : null}
      {refused.length > 0 ? (
        <section
          aria-labelledby="refused-title"
          className="rounded-2xl border border-corner-500/60 bg-corner-600/15 p-4 text-white sm:p-5"
        >
          <h2
            id="refused-title"
            className="inline-flex items-center gap-2 font-display text-lg font-bold tracking-wide uppercase"
          >
            <AlertTriangle aria-hidden className="size-5 text-corner-400" />
            Not accepted by the server ({refused.length})
          </h2>
          <p className="mt-1 text-sm text-ink-300">
            These were scored on this device but the server refused them when they were sent. Tell the
            recorder or the supervisor; they were not counted.
          </p>
          <ul className="mt-3 space-y-2">
            {refused.map((r) => (
              <li
                key={r.key}
                className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-ink-950/50 px-4 py-3"
              >
                <div>
                  <p className="font-semibold">{r.label}</p>
                  <p className="text-sm text-corner-400">{r.message}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="text-white"
                  onClick={() => onDismiss(r.key)}
                  aria-label={`Dismiss: ${r.label}`}
                >
                  <X aria-hidden /> Seen
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
