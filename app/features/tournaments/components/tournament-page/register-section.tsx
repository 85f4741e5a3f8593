import { Form, Link, useNavigation } from 'react-router';
import type { ReactNode } from 'react';
import type { Role } from '@server/auth/roles';
import { Button } from '~/components/ui/button';
import { dashboardFor } from '~/content/roles';
import { formatLongDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import type { TournamentDetail } from '~/features/tournaments/types';
import type { BoxerRegistration } from '~/features/entries';
import { StandingView } from '~/components/event/standing-view';
import type { ShownStanding } from '~/components/event/standing-view';
import { feeDue } from '~/components/event/standing-view';

/** SPEC §8: the registration toasts, word for word (the page adds the reason to a failure). */
export const REGISTRATION_TOASTS = {
  success: { title: 'Registration Successful', description: "You've been registered for the tournament" },
  failure: { title: 'Registration Failed', description: 'Failed to register for tournament' },
} as const;

type RegisterResult =
  | { status: 'registered' }
  | { status: 'withdrawn' }
  | { status: 'refused' | 'withdraw-refused'; reason: string; fieldErrors?: Record<string, string[]> }
  | undefined;

/** A coach's student entered in this tournament, and where they stand. */
type StudentStanding = ShownStanding & { entryId: number; boxerName: string };

/**
 * Where the page's Register Now lands (#register): how to take part, as things stand for this tournament.
 * A boxer registers here, signed in (one path, issue 30 item 2: the dashboard's Register leads here; a
 * profile missing what decides the category is completed in this form); a coach enters their own boxers
 * from the coach dashboard and sees here where each stands; a visitor is asked to sign in and comes back.
 * Once entered, the boxer sees their standing in place of the form. Only a signed-in person's page carries
 * anything of theirs (a visitor's page is the one kept in the public page cache).
 */
export function RegisterSection({
  tournament: t,
  role,
  registration = null,
  standing = null,
  students = [],
  invitation = null,
  result,
  payFees,
}: {
  tournament: TournamentDetail;
  role: Role | null;
  /** A signed-in boxer's category and entry (null for anyone else). */
  registration?: BoxerRegistration | null;
  /** A signed-in boxer's standing in this tournament (null for anyone else, or not entered). */
  standing?: ShownStanding | null;
  /** A signed-in coach's students entered in this tournament. */
  students?: readonly StudentStanding[];
  /** A signed-in boxer on an invitation-only tournament: whether they are invited, and the deadline not past. */
  invitation?: { invited: boolean; open: boolean } | null;
  /** The page action's answer to the form below, shown in place when JavaScript is off. */
  result?: RegisterResult;
  /** The payments feature's Pay button for an unpaid fee (the route supplies it: features meet in routes). */
  payFees?: (entryIds: readonly number[], amountNaira: number) => ReactNode;
}) {
  const deadline = formatLongDate(t.registrationDeadline);
  let heading: string;
  let body: string;
  switch (t.badge) {
    case 'open':
    case 'closing':
      heading = 'Register Now';
      body =
        role === 'boxer'
          ? `Registration is open until ${deadline} (West Africa Time), while places last. Choose your category below: your age on the first day and your declared weight decide it.`
          : role === 'coach'
            ? `Registration is open until ${deadline} (West Africa Time), while places last. Enter your boxers from the coach dashboard, each in the category their age and declared weight decide.`
            : `Registration is open until ${deadline} (West Africa Time), while places last. Boxers sign in and register here, choosing the category they box in; coaches enter their own boxers from the coach dashboard.`;
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
  const entered = registration?.entry && registration.entry.status !== 'withdrawn';
  if (entered) {
    heading = 'Your Entry';
    body =
      standing?.state === 'entered'
        ? 'You are entered: weigh in on the day and at the hour below; the draw follows the weigh-in.'
        : 'Where you stand in this tournament, as its results come in.';
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
      {registration?.entry && entered ? (
        <EntryCard entry={registration.entry} standing={standing} tournamentName={t.name} payFees={payFees} />
      ) : registration?.entry ? (
        <>
          <p className="mt-6 text-ink-300">
            You withdrew from this tournament ({registration.entry.category}); a boxer enters a tournament
            once.
          </p>
          {/* A paid fee coming back by the refund policy: "Refund pending ₦25,000", then "Refunded ₦25,000". */}
          {standing?.state === 'withdrawn' && standing.details.length > 1 ? (
            <div className="mt-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <StandingView standing={standing} onDark label={`Your standing in ${t.name}`} />
            </div>
          ) : null}
        </>
      ) : open && role === 'boxer' && registration ? (
        <BoxerForm
          tournament={t}
          registration={registration}
          fieldErrors={result && 'fieldErrors' in result ? result.fieldErrors : undefined}
        />
      ) : role === 'coach' && (open || students.length > 0) ? (
        <div className="mt-6 space-y-5">
          <StudentStandings students={students} tournamentName={t.name} />
          {open ? (
            <Button asChild>
              <Link to={`/coach-dashboard?register=${t.id}`}>Enter your students</Link>
            </Button>
          ) : null}
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
              <Link to={`/sign-in?redirectTo=${encodeURIComponent(`/tournaments/${t.slug}#register`)}`}>
                Sign in to register
              </Link>
            </Button>
            <Button asChild variant="outline" className="text-white">
              <Link to={`/sign-up?redirectTo=${encodeURIComponent(`/tournaments/${t.slug}#register`)}`}>
                Create an account
              </Link>
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

/** A coach's students in this tournament, each with their standing. */
function StudentStandings({
  students,
  tournamentName,
}: {
  students: readonly StudentStanding[];
  tournamentName: string;
}) {
  if (students.length === 0) return null;
  return (
    <div>
      <h3 className="font-display text-xl font-bold text-gold-300 uppercase">Your students</h3>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {students.map((s) => (
          <li key={s.entryId} className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
            <p className="font-semibold text-white">{s.boxerName}</p>
            <div className="mt-2">
              <StandingView
                standing={s}
                onDark
                compact
                label={`${s.boxerName}’s standing in ${tournamentName}`}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EntryCard({
  entry,
  standing,
  tournamentName,
  payFees,
}: {
  entry: NonNullable<BoxerRegistration['entry']>;
  standing: ShownStanding | null;
  tournamentName: string;
  payFees?: (entryIds: readonly number[], amountNaira: number) => ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  // Nothing is left to withdraw from once the boxer is out or placed.
  const mayWithdraw = !standing || !['eliminated', 'placed', 'withdrawn'].includes(standing.state);
  // An unpaid fee is paid here, online (issue 31).
  const due = feeDue(standing);
  return (
    <div className="mt-6 space-y-5 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6">
      {standing ? (
        <StandingView standing={standing} onDark label={`Your standing in ${tournamentName}`} />
      ) : (
        <p>
          <span className="font-semibold text-gold-300">You are entered</span> in {entry.category}.
        </p>
      )}
      {due !== null && payFees ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-white/10 pt-5">
          {payFees([entry.id], due)}
          <p className="text-sm text-ink-300">Card, bank transfer or USSD, through Paystack.</p>
        </div>
      ) : null}
      {mayWithdraw ? (
        <Form method="post" className="flex flex-wrap items-end gap-3 border-t border-white/10 pt-5">
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
      ) : null}
    </div>
  );
}

const fieldClass = 'mt-1 h-11 w-full max-w-xl rounded-xl border border-white/20 bg-white px-3 text-ink-950';

/** A field's first problem from the page's answer, under the field (announced with it). */
function FieldProblem({ id, problems }: { id: string; problems?: string[] }) {
  const first = problems?.[0];
  return first ? (
    <p id={id} className="mt-1 text-sm font-semibold text-corner-300">
      {first}
    </p>
  ) : null;
}

function BoxerForm({
  tournament: t,
  registration,
  fieldErrors = {},
}: {
  tournament: TournamentDetail;
  registration: BoxerRegistration;
  fieldErrors?: Record<string, string[]>;
}) {
  const busy = useNavigation().state === 'submitting';
  // One path: what the profile lacks is asked here, beside the category, and saved to the profile.
  const incomplete = registration.missing !== null;
  const suggested = registration.suggestion
    ? `${registration.suggestion.weightClass}|${registration.suggestion.ageGroup}`
    : incomplete
      ? ''
      : undefined;
  const described = (name: string, hint?: string) =>
    [hint, fieldErrors[name] ? `${name}-problem` : undefined].filter(Boolean).join(' ') || undefined;
  const { profile } = registration;
  return (
    <Form method="post" className="mt-6 space-y-5" aria-label={`Register for ${t.name}`}>
      <input type="hidden" name="intent" value="register" />
      {registration.noCategory ? <p className="text-amber-300">{registration.noCategory}</p> : null}
      {incomplete ? (
        <fieldset className="space-y-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <legend className="px-1 text-sm font-semibold text-gold-300">Your details</legend>
          <p className="text-sm text-ink-300">
            Your {registration.missing} {registration.missing?.includes(' and ') ? 'decide' : 'decides'} the
            category you enter. We save them to your profile.
          </p>
          <input type="hidden" name="profile" value="complete" />
          <div>
            <label htmlFor="register-dob" className="block text-sm font-semibold">
              Date of birth
            </label>
            <input
              id="register-dob"
              name="dateOfBirth"
              type="date"
              required
              defaultValue={profile.dateOfBirth ?? undefined}
              aria-invalid={fieldErrors.dateOfBirth ? true : undefined}
              aria-describedby={described('dateOfBirth')}
              className={fieldClass}
            />
            <FieldProblem id="dateOfBirth-problem" problems={fieldErrors.dateOfBirth} />
          </div>
          <div>
            <label htmlFor="register-gender" className="block text-sm font-semibold">
              Gender
            </label>
            <select
              id="register-gender"
              name="gender"
              required
              defaultValue={profile.gender ?? ''}
              aria-invalid={fieldErrors.gender ? true : undefined}
              aria-describedby={described('gender')}
              className={fieldClass}
            >
              <option value="" disabled>
                Choose…
              </option>
              <option value="men">Men</option>
              <option value="women">Women</option>
            </select>
            <FieldProblem id="gender-problem" problems={fieldErrors.gender} />
          </div>
          <div>
            <label htmlFor="register-weight" className="block text-sm font-semibold">
              Declared weight (kg)
            </label>
            <input
              id="register-weight"
              name="weightKg"
              type="number"
              inputMode="decimal"
              step="0.1"
              required
              defaultValue={profile.weightKg ?? undefined}
              aria-invalid={fieldErrors.weightKg ? true : undefined}
              aria-describedby={described('weightKg')}
              className={fieldClass}
            />
            <FieldProblem id="weightKg-problem" problems={fieldErrors.weightKg} />
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="register-category" className="block text-sm font-semibold">
          Category
        </label>
        <select
          id="register-category"
          name="category"
          defaultValue={suggested}
          aria-describedby="register-category-hint"
          className={fieldClass}
        >
          {incomplete ? <option value="">The category my details put me in</option> : null}
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
      {registration.under18 || incomplete ? (
        <fieldset className="space-y-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <legend className="px-1 text-sm font-semibold text-gold-300">
            {incomplete
              ? 'Under 18 on the first day? Your parent or guardian consents'
              : 'Under 18: your parent or guardian consents'}
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
              aria-describedby={described('guardianName')}
              className={fieldClass}
            />
            <FieldProblem id="guardianName-problem" problems={fieldErrors.guardianName} />
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
              aria-describedby={described('guardianEmail', 'guardian-email-hint')}
              className={fieldClass}
            />
            <FieldProblem id="guardianEmail-problem" problems={fieldErrors.guardianEmail} />
            <p id="guardian-email-hint" className="mt-1 text-sm text-ink-300">
              We e-mail them a link to give their consent. Your entry counts, and you are drawn, once they do.
            </p>
          </div>
          <div>
            <label htmlFor="guardian-phone" className="block text-sm font-semibold">
              Parent’s or guardian’s phone (optional)
            </label>
            <input
              id="guardian-phone"
              name="guardianPhone"
              type="tel"
              inputMode="tel"
              maxLength={32}
              autoComplete="off"
              aria-describedby={described('guardianPhone', 'guardian-phone-hint')}
              className={fieldClass}
            />
            <FieldProblem id="guardianPhone-problem" problems={fieldErrors.guardianPhone} />
            <p id="guardian-phone-hint" className="mt-1 text-sm text-ink-300">
              Like 0803 123 4567. They get your entry and bout messages by WhatsApp or SMS too.
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
