import { Badge } from '~/components/ui/badge';
import { formatName } from '~/content/tournament-categories';
import type { BackendStatus } from '~/features/tournaments/status';

/** SPEC §4's backend statuses: active green, completed blue, cancelled red, any other value (a draft) yellow. */
const tones = {
  active: 'green',
  completed: 'blue',
  cancelled: 'red',
  draft: 'yellow',
} as const satisfies Record<BackendStatus, string>;

export function BackendStatusBadge({ status, className }: { status: BackendStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} className={className} data-status={status}>
      {status}
    </Badge>
  );
}

/**
 * A tournament's format as people read it: "Single Elimination". SPEC §3 shows the format upper-cased in
 * the workspace: the page sets it in capitals with CSS, never as the stored code (SINGLE_ELIMINATION in a
 * code font was a developer's value on the page: issue 30).
 */
export function formatLabel(format: string): string {
  return formatName(format);
}
