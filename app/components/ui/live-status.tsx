import type { LiveStatus } from '~/lib/use-live-events';
import { cn } from '~/lib/cn';

/**
 * The page's link to the live stream, said in a few words: a small "Live" mark while it follows, and
 * "Reconnecting…" while it tries again (the page keeps what it showed, and catches up once back). On a live
 * page served as a document, its script says the same in this element (`data-live-status`, live-page.ts).
 */
export function LiveStatusNotice({ status, className }: { status: LiveStatus; className?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-live-status={status}
      className={cn('inline-flex items-center gap-2 text-sm', className)}
    >
      {status === 'live' ? (
        <>
          <span aria-hidden className="size-2 rounded-full bg-green-500" />
          <span>Live</span>
        </>
      ) : status === 'reconnecting' ? (
        <>
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-amber-500" />
          <span>Reconnecting…</span>
        </>
      ) : null}
    </p>
  );
}
