import type { ReactNode } from 'react';
import { Ban } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import { isFormFailure } from '~/components/forms/submission';
import type { FormFailure } from '~/components/forms/submission';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FieldError, Label, Textarea } from '~/components/ui/input';

/** The management page's forms (publish, cancel, the result, capacity, results settings): their answers. */
export type Intent = 'publish' | 'cancel' | 'complete' | 'capacity' | 'suspension-days' | 'best-boxer';
export type Done = { status: 'done'; intent: Intent; message: string };
export type Refused = FormFailure & { intent: Intent | null };

export const isDone = (result: unknown): result is Done =>
  typeof result === 'object' && result !== null && (result as { status?: unknown }).status === 'done';

/** The refusal of this form, if the last post was this form's and was refused. */
export function refusalOf(result: unknown, intent: Intent): Refused | undefined {
  return isFormFailure(result) && (result as Refused).intent === intent ? (result as Refused) : undefined;
}

export function ActionCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
        <span aria-hidden className="text-gold-600 [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/** The one form that cancels: in the dialog, and on the confirmation step without JavaScript. */
export function CancelForm({
  action,
  refused,
  onDark = false,
}: {
  action: string;
  refused?: Refused;
  onDark?: boolean;
}) {
  const busy = useNavigation().state !== 'idle';
  const reasonError = refused?.fieldErrors.reason;
  return (
    <Form method="post" action={action} className="space-y-4">
      <input type="hidden" name="intent" value="cancel" />
      <div>
        <Label htmlFor="cancel-reason" className={onDark ? 'text-white' : undefined}>
          Reason for cancelling
        </Label>
        <Textarea
          id="cancel-reason"
          name="reason"
          required
          maxLength={500}
          defaultValue={typeof refused?.values.reason === 'string' ? refused.values.reason : undefined}
          aria-invalid={reasonError?.length ? true : undefined}
          aria-describedby={['cancel-reason-hint', reasonError?.length ? 'cancel-reason-error' : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p
          id="cancel-reason-hint"
          className={onDark ? 'mt-1.5 text-sm text-ink-300' : 'mt-1.5 text-sm text-ink-600'}
        >
          Boxers, coaches and visitors read it on the tournament’s page.
        </p>
        {/* On the dialog's dark panel the error's red is the lighter one, to stay readable. */}
        <div className={onDark ? '[&_p]:text-corner-400' : undefined}>
          <FieldError id="cancel-reason-error" errors={reasonError} />
        </div>
      </div>
      {refused?.formError && !reasonError?.length ? (
        <div className={onDark ? '[&_[role=alert]]:text-corner-400' : undefined}>
          <FormAlert message={refused.formError} />
        </div>
      ) : null}
      <Button type="submit" variant="red" disabled={busy} className="w-full sm:w-auto">
        <Ban aria-hidden /> Cancel tournament
      </Button>
    </Form>
  );
}
