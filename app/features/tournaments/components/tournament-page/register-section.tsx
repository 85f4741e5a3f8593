import { Link } from 'react-router';
import type { Role } from '@server/auth/roles';
import { Button } from '~/components/ui/button';
import { dashboardFor } from '~/content/roles';
import { formatLongDate } from '~/lib/lagos-time';
import type { TournamentDetail } from '~/features/tournaments/types';

/**
 * Where the page's Register Now lands (#register): how to take part, as things stand for this tournament.
 * Boxers register from their dashboard (a coach enters their own boxers); this section says so and offers
 * the way there: sign in or create an account, or, signed in, the person's own dashboard.
 */
export function RegisterSection({
  tournament: t,
  role,
}: {
  tournament: TournamentDetail;
  role: Role | null;
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
      body = `The organiser, ${t.organisation.name}, enters the boxers it invites; there is no open registration. Invited boxers and their coaches see the tournament on their dashboards.`;
      break;
    case 'full':
      heading = 'Registration Closed';
      body = `All ${t.maxParticipants} places are taken. If a boxer withdraws before ${deadline}, the place opens again.`;
      break;
    default:
      heading = 'Registration Closed';
      body =
        t.status === 'cancelled'
          ? 'This tournament has been cancelled: it takes no entries.'
          : t.status === 'draft'
            ? 'Registration opens when the organiser publishes the tournament.'
            : `Registration closed on ${deadline}.`;
  }
  const open = t.badge === 'open' || t.badge === 'closing';
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
      {open ? (
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
      ) : null}
    </section>
  );
}
