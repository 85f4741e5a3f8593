import { Check, Plane, X } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

type Invitation = { cohort: string; status: 'shortlisted' | 'invited' | 'accepted' | 'declined' };

const answered = {
  accepted: 'You accepted: the academy will be in touch about travel and dates.',
  declined: 'You declined. Changed your mind? Accept while the cohort is open.',
} as const;

/** A boxer's invitation to the London bootcamp on their dashboard: accept or decline (issue 33). */
export function BootcampInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  const busy = useNavigation().state !== 'idle';
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="bootcamp-invitation-heading" className="space-y-3">
      {invitations.map((i) => (
        <div key={i.cohort} className="rounded-2xl bg-ink-950 p-5 text-white ring-1 ring-gold-400/40 sm:p-6">
          <p className="flex items-center gap-2 font-display text-sm font-bold tracking-[0.2em] text-gold-300 uppercase">
            <Plane aria-hidden className="size-4" /> AJ Bootcamp London {i.cohort}
          </p>
          <h2 id="bootcamp-invitation-heading" className="mt-2 text-2xl font-extrabold uppercase">
            You are invited
          </h2>
          <p className="mt-1 text-sm text-ink-300">
            Selected from the{' '}
            <Link to="/rankings" className="underline">
              rankings
            </Link>{' '}
            for six to twelve weeks of training in London.
          </p>
          {i.status === 'accepted' || i.status === 'declined' ? (
            <p role="status" className="mt-3 font-semibold text-gold-200">
              {answered[i.status]}
            </p>
          ) : null}
          {i.status !== 'accepted' ? (
            <Form method="post" className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="bootcamp-answer" />
              <input type="hidden" name="cohort" value={i.cohort} />
              <Button type="submit" name="answer" value="accept" disabled={busy}>
                <Check aria-hidden /> Accept
              </Button>
              {i.status !== 'declined' ? (
                <Button type="submit" name="answer" value="decline" variant="outline" disabled={busy}>
                  <X aria-hidden /> Decline
                </Button>
              ) : null}
            </Form>
          ) : null}
        </div>
      ))}
    </section>
  );
}
