import { CheckCircle2, LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import type { WizardAccess } from './wizard-fields';

const afterLaunch = [
  { title: 'Launch', body: 'The tournament is saved as a draft of your organisation. Only you see it.' },
  { title: 'Publish', body: 'It joins the calendar and registration opens until the deadline.' },
  { title: 'Weigh-in and draws', body: 'Boxers weigh in, then each category gets its bracket.' },
];

/** The wizard's side column: who launches (and on which plan), and what happens after launching. */
export function WizardAside({ access }: { access: WizardAccess }) {
  return (
    <aside className="flex flex-col gap-6" aria-label="Your plan and what happens next">
      {access.launch === 'ready' ? <PlanCard access={access} /> : <WhoLaunches access={access} />}
      <section
        aria-labelledby="wizard-next-heading"
        className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-8"
      >
        <h2 id="wizard-next-heading" className="text-3xl leading-none font-extrabold uppercase">
          What Happens Next
        </h2>
        <ol className="mt-5 space-y-4">
          {afterLaunch.map((item, index) => (
            <li key={item.title} className="flex gap-3">
              <span
                aria-hidden
                className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-950 font-display font-extrabold text-gold-300"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg leading-tight font-bold uppercase">{item.title}</h3>
                <p className="text-sm text-ink-700">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}

function PlanCard({ access }: { access: Extract<WizardAccess, { launch: 'ready' }> }) {
  const { usage } = access;
  return (
    <section aria-labelledby="wizard-plan-heading" className="rounded-3xl bg-ink-950 p-6 text-white sm:p-8">
      <p className="eyebrow text-gold-300">Creating for</p>
      <h2 id="wizard-plan-heading" className="mt-1 text-3xl leading-none font-extrabold uppercase">
        {access.organisationName ?? 'The Academy'}
      </h2>
      {usage ? (
        <ul className="mt-5 space-y-3 text-ink-300">
          <li className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-400" />
            <span>
              <strong className="text-white">{usage.planName} plan</strong>
              {usage.monthlyLimit === null
                ? ': unlimited tournaments.'
                : `: ${usage.usedThisMonth} of ${usage.monthlyLimit} tournaments used in ${usage.month}.`}
            </span>
          </li>
          <li className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-400" />
            <span>Up to {usage.draftParticipantCap} participants a tournament.</span>
          </li>
        </ul>
      ) : (
        <p className="mt-4 text-ink-300">
          As a platform admin you create tournaments for the academy, on its Enterprise plan.
        </p>
      )}
    </section>
  );
}

function WhoLaunches({ access }: { access: Exclude<WizardAccess, { launch: 'ready' }> }) {
  return (
    <section aria-labelledby="wizard-who-heading" className="rounded-3xl bg-ink-950 p-6 text-white sm:p-8">
      <h2 id="wizard-who-heading" className="text-3xl leading-none font-extrabold uppercase">
        Who Launches
      </h2>
      <p className="mt-4 text-ink-300">
        Anyone can plan a tournament here. Launching it takes an organiser account: your organisation on the
        Starter, Professional or Enterprise plan.
        {access.launch === 'no-organisation'
          ? ` You are signed in as ${access.viewerName} (${access.roleLabel}).`
          : ' Your draft is kept in this browser while you sign in.'}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        {access.launch === 'sign-in' ? (
          <Button asChild variant="outline" className="text-white">
            <Link to={`/sign-in?redirectTo=${encodeURIComponent('/start-tournament')}`}>
              <LogIn aria-hidden />
              Organiser sign in
            </Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/get-started">
            <UserPlus aria-hidden />
            Get Started
          </Link>
        </Button>
      </div>
    </section>
  );
}
