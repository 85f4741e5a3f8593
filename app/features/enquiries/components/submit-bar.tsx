import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { filled } from '~/components/forms/submission';
import type { FormKit } from '~/components/forms/use-form';

/**
 * The submit button with the spec's gate: disabled until the gate opens, but only once JavaScript runs,
 * since without it nothing could ever enable it again. The server checks the same rules either way. The
 * gate and the words are also data attributes, read by the script of a form page served as a document
 * (document-scripts/form.ts, decision 0034).
 */
export function SubmitBar({
  kit,
  requires,
  waiting,
  children,
  busy = 'Sending…',
  className,
}: {
  kit: FormKit;
  /** The spec's gate: the fields that must hold something before the form can be sent. */
  requires: readonly string[];
  /** What the person still has to do, shown while the gate is shut. */
  waiting: string;
  children: ReactNode;
  busy?: string;
  className?: string;
}) {
  const gated = kit.hydrated && !requires.every((name) => filled(kit.values, name));
  const hintId = `${kit.id}-submit-hint`;
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-center', className)}>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={gated || kit.submitting}
        aria-describedby={gated ? hintId : undefined}
        data-requires={requires.join(' ')}
        data-waiting={waiting}
        data-busy={busy}
      >
        {kit.submitting ? busy : children}
      </Button>
      {gated ? (
        <p id={hintId} className="text-sm text-ink-600">
          {waiting}
        </p>
      ) : null}
    </div>
  );
}
