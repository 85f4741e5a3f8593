import { Badge } from '~/components/ui/badge';
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
 * SPEC §3: a tournament's format is "underscore-separated, shown upper-cased" in the workspace:
 * single-elimination reads SINGLE_ELIMINATION.
 */
export function formatCode(format: string): string {
  return format.replace(/[-\s]+/g, '_').toUpperCase();
}
