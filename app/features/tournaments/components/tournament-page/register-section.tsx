import { Form, Link, useNavigation } from 'react-router';
import type { Role } from '@server/auth/roles';
import { Button } from '~/components/ui/button';
import { dashboardFor } from '~/content/roles';
import { formatLongDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import type { TournamentDetail } from '~/features/tournaments/types';
import type { BoxerRegistration } from '~/features/entries';

/** SPEC §8: the registration toasts, word for word (the page adds the reason to a failure). */
export const REGISTRATION_TOASTS = {
  success: { title: 'Registration Successful', description: "You've been registered for the tournament" },
  failure: { title: 'Registration Failed', description: 'Failed to register for tournament' },
} as const;

type RegisterResult =
  | { status: 'registered' }
  | { status: 'withdrawn' }
  | { status: 'refused' | 'withdraw-refused'; reason: string }
  | undefined;

/**
 * Where the page's Register Now lands (#register): how to take part, as things stand for this tournament.
 * Boxers register from their dashboard (a coach enters their own boxers); this section says so and offers
 * the way there: sign in or create an account, or, signed in, the person's own dashboard.
 */
export function RegisterSection({
  tournament: t,
  role,
  registration = null,
  invitation = null,
  result,
}: {
  tournament: TournamentDetail;
  role: Role | null;
  /** A signed-in boxer's category and entry (null for anyone else). */
  registration?: BoxerRegistration | null;
  /** A signed-in boxer on an invitation-only tournament: whether they are invited, and the deadline not past. */
  invitation?: { invited: boolean; open: boolean } | null;
  /** The page action's answer to the form below, shown in place when JavaScript is off. */
  result?: RegisterResult;
}) {
  const deadline = formatLongDate(t.registrationDeadline);
  let heading: string;
  let body: string;
  switch (t.badge) {
    case 'open':
    case 'closing':
      heading = 'Register Now';
      body = `Registration is open until ${deadline} (West Africa Time), while places last. Boxers register from their dashboard, choosing the weight class and age group they box in; coaches enter their own boxers from the coach dashboard.`;
      break;
    case 'invitation':
      heading = 'By Invitation Only';
      body = !invitation
        ? `The organiser, ${t.organisation.name}, enters the boxers it invites, or an invited boxer registers here, signed in (the invitation comes by e-mail); there is no open registration.`
        : !invitation.invited
          ? `This tournament is by invitation only, and ${t.organisation.name} has not invited you. Ask the organiser for an invitation: it comes by e-mail to the address of your account.`
          : invitation.open
            ? `You are invited by ${t.organisation.name}. Register until ${deadline} (West Africa Time), while places last.`
            : `You were invited, but registration closed on ${deadline}.`;
      break;
    case 'full':
      heading = 'Registration Closed';
      body = `All ${t.maxParticipants} places are taken. If a boxer withdraws before ${deadline}, the place opens again.`;
      break;
    default:
      heading = t.status === 'completed' ? 'Completed' : 'Registration Closed';
      body =
        t.status === 'cancelled'
          ? 'This tournament has been cancelled: it takes no entries.'
          : t.status === 'draft'
            ? 'Registration opens when the organiser publishes the tournament.'
            : t.status === 'completed'
              ? 'This tournament is over: every bout’s decision and the medallists are in its official results.'
              : t.live
                ? `Registration closed on ${deadline}; the tournament is under way.`
                : `Registration closed on ${deadline}.`;
  }
  const open =
    t.badge === 'open' ||
    t.badge === 'closing' ||
    (t.badge === 'invitation' && !!invitation?.invited && invitation.open);
  return (
    <section
      id="register"
      aria-labelledby="register-heading"
      className="scroll-mt-24 rounded-3xl bg-ink-950 p-6 text-white sm:p-8"
    >
      <p className="eyebrow text-gold-300">How to take part</p>
      <h2 id="register-heading" className="mt-2 text-3xl leading-none font-extrabold uppercase sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-ink-300">{body}</p>
      <RegisterOutcome result={result} />
      {registration?.entry && registration.entry.status !== 'withdrawn' ? (
        <EntryCard entry={registration.entry} />
      ) : registration?.entry ? (
        <p className="mt-6 text-ink-300">
          You withdrew from this tournament ({registration.entry.category}); a boxer enters a tournament once.
        </p>
      ) : open && role === 'boxer' && registration ? (
        <BoxerForm tournament={t} registration={registration} />
      ) : open && role === 'coach' ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`/coach-dashboard?register=${t.id}`}>Enter your students</Link>
          </Button>
        </div>
      ) : open ? (
        role ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to={dashboardFor[role]}>Open your dashboard</Link>
            </Button>
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/sign-in">Sign in</Link>
            </Button>
            <Button asChild variant="outline" className="text-white">
              <Link to="/sign-up">Create an account</Link>
            </Button>
          </div>
        )
      ) : t.badge === 'invitation' && !role ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`/sign-in?redirectTo=${encodeURIComponent(`/tournaments/${t.slug}#register`)}`}>
              Sign in to register
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function RegisterOutcome({ result }: { result: RegisterResult }) {
  if (!result) return null;
  const failed = result.status === 'refused' || result.status === 'withdraw-refused';
  const title =
    result.status === 'registered'
      ? REGISTRATION_TOASTS.success.title
      : result.status === 'refused'
        ? REGISTRATION_TOASTS.failure.title
        : result.status === 'withdrawn'
          ? 'Entry withdrawn'
          : 'Withdrawal refused';
  const text =
    result.status === 'registered'
      ? REGISTRATION_TOASTS.success.description
      : result.status === 'refused'
        ? `${REGISTRATION_TOASTS.failure.description}: ${result.reason}`
        : result.status === 'withdrawn'
          ? 'Your place is free for another boxer.'
          : result.reason;
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={`mt-6 rounded-2xl p-4 ring-1 ${failed ? 'bg-corner-600/20 text-white ring-corner-400/60' : 'bg-naija-500/20 text-white ring-naija-500/60'}`}
    >
      <p className="font-bold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

function EntryCard({ entry }: { entry: NonNullable<BoxerRegistration['entry']> }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mt-6 space-y-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <p>
        <span className="font-semibold text-gold-300">You are entered</span> in {entry.category}.
      </p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="entryId" value={entry.id} />
        <div className="grow">
          <label htmlFor="withdraw-reason" className="block text-sm font-semibold">
            Reason for withdrawing
          </label>
          <input
            id="withdraw-reason"
            name="reason"
            maxLength={500}
            className="mt-1 h-11 w-full rounded-xl border border-white/20 bg-white px-3 text-ink-950"
          />
        </div>
        <Button type="submit" variant="outline" className="text-white" disabled={busy}>
          Withdraw my entry
        </Button>
      </Form>
    </div>
  );
}

function BoxerForm({
  tournament: t,
  registration,
}: {
  tournament: TournamentDetail;
  registration: BoxerRegistration;
}) {
  const busy = useNavigation().state === 'submitting';
  if (registration.missing)
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="text-ink-300">
          Add your {registration.missing} to your profile: they decide the category you enter.
        </p>
        <Button asChild>
          <Link to="/account">Complete your profile</Link>
        </Button>
      </div>
    );
  const suggested = registration.suggestion
    ? `${registration.suggestion.weightClass}|${registration.suggestion.ageGroup}`
    : undefined;
  return (
    <Form method="post" className="mt-6 space-y-4" aria-label={`Register for ${t.name}`}>
      <input type="hidden" name="intent" value="register" />
      {registration.noCategory ? <p className="text-amber-300">{registration.noCategory}</p> : null}
      <div>
        <label htmlFor="register-category" className="block text-sm font-semibold">
          Category
        </label>
        <select
          id="register-category"
          name="category"
          defaultValue={suggested}
          aria-describedby="register-category-hint"
          className="mt-1 h-11 w-full max-w-xl rounded-xl border border-white/20 bg-white px-3 text-ink-950"
        >
          {t.categories.map((c) => (
            <option key={c.id} value={`${c.weightClass}|${c.ageGroup}`}>
              {c.label}
            </option>
          ))}
        </select>
        <p id="register-category-hint" className="mt-1 text-sm text-ink-300">
          {registration.suggestion
            ? `Chosen from your profile: ${registration.suggestion.label}.`
            : 'Your age on the first day and your declared weight decide your category.'}
        </p>
      </div>
      {registration.under18 ? (
        <fieldset className="space-y-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <legend className="px-1 text-sm font-semibold text-gold-300">
            Under 18: your parent or guardian consents
          </legend>
          <div>
            <label htmlFor="guardian-name" className="block text-sm font-semibold">
              Parent’s or guardian’s name
            </label>
            <input
              id="guardian-name"
              name="guardianName"
              maxLength={120}
              autoComplete="off"
              className="mt-1 h-11 w-full max-w-xl rounded-xl border border-white/20 bg-white px-3 text-ink-950"
            />
          </div>
          <div>
            <label htmlFor="guardian-email" className="block text-sm font-semibold">
              Parent’s or guardian’s e-mail address
            </label>
            <input
              id="guardian-email"
              name="guardianEmail"
              type="email"
              maxLength={254}
              autoComplete="off"
              aria-describedby="guardian-email-hint"
              className="mt-1 h-11 w-full max-w-xl rounded-xl border border-white/20 bg-white px-3 text-ink-950"
            />
            <p id="guardian-email-hint" className="mt-1 text-sm text-ink-300">
              We e-mail them a link to give their consent. Your entry counts, and you are drawn, once they do.
            </p>
          </div>
        </fieldset>
      ) : null}
      <p className="text-sm text-ink-300">
        Entry fee: {t.entryFee === 0 ? 'free' : formatNaira(t.entryFee)}, paid to the organiser.
      </p>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Registering…' : 'Register for this tournament'}
      </Button>
    </Form>
  );
}
