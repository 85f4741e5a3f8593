import { ArrowLeft, ArrowRight, Check, LogIn, Rocket, RotateCcw, Save, UserPlus } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { flushSync } from 'react-dom';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ErrorSummary, FieldGrid, RequiredNote } from '~/components/forms/form-layout';
import type { RawValues } from '~/components/forms/submission';
import { schemaOnServer } from '~/components/forms/use-form';
import { useWizard } from '~/components/forms/use-wizard';
import { Button } from '~/components/ui/button';
import { Progress } from '~/components/ui/progress';
import { cn } from '~/lib/cn';
import { formatDateTime } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';
import { forgetKeptDraft, keepDraft, readKeptDraft } from './kept-draft';
import { ReviewSummary } from './review';
import { StepFields } from './step-fields';
import {
  genderWithoutClass,
  LAUNCH_KEY_FIELD,
  stepReady,
  wizardDefaults,
  wizardFieldOrder,
  wizardFields,
  wizardSteps,
} from './wizard-fields';
import type { WizardAccess } from './wizard-fields';

/** The validator, fetched once the page is interactive (see useForm); never in the server build. */
const schema = import.meta.env.SSR
  ? schemaOnServer
  : () => import('./wizard-schema').then((m) => m.tournamentFormSchemaAt);

const REVIEW = wizardSteps.length - 1;
/** Where a launched (or saved) tournament is managed: the action redirects there. */
const managementPath = /^\/admin-dashboard\/tournaments\/\d+\/?$/;

type Props = {
  mode: 'create' | 'edit';
  access: WizardAccess;
  /** The action's latest answer (a FormFailure brings the errors and what was typed). */
  result: { status: string } | undefined;
  /** The values to start from: a stored draft's when editing. */
  values?: RawValues;
  /** Keep the draft in this browser and bring it back (the create pages, not editing). */
  keep?: boolean;
  /** Where signing in brings a visitor back to, to launch the kept draft. */
  returnTo?: string;
  /** This page's launch key: the same launch sent twice creates one tournament. */
  launchKey?: string;
};

/**
 * The tournament creator wizard (SPEC §2, §4, §5; issue 14 item 2): Basic Info, Format & Rules,
 * Categories, Schedule, Review, on the same stepped-form kit as the academy application. Without
 * JavaScript it is one long form whose Launch posts everything for the server to check; once hydrated it
 * shows a step at a time with Next gated on the step (SPEC §5) and Previous disabled on the first.
 *
 * On the create pages the draft is kept in this browser as it is typed, and brought back when the person
 * returns (after signing in, straight to the review): a visitor who reaches Launch is asked to sign in or
 * get started instead of losing their work.
 */
export function TournamentWizard({ mode, access, result, values, keep = false, returnTo, launchKey }: Props) {
  const location = useLocation();
  const hydrated = useHydrated();
  // The draft this browser kept, read once. It replaces the fresh form only once the page is interactive
  // (the server's HTML cannot know it), and never after a post, whose answer carries what was typed.
  const [kept, setKept] = useState(() =>
    keep && !result && typeof window !== 'undefined' ? readKeptDraft() : null,
  );
  const [fresh, setFresh] = useState(0);
  const restored = hydrated ? kept : null;
  const review = new URLSearchParams(location.search).get('step') === 'review';

  function startOver() {
    forgetKeptDraft();
    setKept(null);
    setFresh((n) => n + 1);
  }

  return (
    <WizardForm
      key={`${restored ? 'kept' : 'fresh'}-${fresh}`}
      mode={mode}
      access={access}
      result={result}
      defaults={restored?.values ?? values ?? wizardDefaults}
      startStep={restored ? (review ? REVIEW : Math.max(0, Math.min(restored.step, REVIEW))) : 0}
      restoredAt={restored?.savedAt ?? null}
      keep={keep}
      returnTo={returnTo ?? '/start-tournament'}
      launchKey={launchKey}
      onStartOver={startOver}
    />
  );
}

function WizardForm({
  mode,
  access,
  result,
  defaults,
  startStep,
  restoredAt,
  keep,
  returnTo,
  launchKey,
  onStartOver,
}: {
  mode: Props['mode'];
  access: WizardAccess;
  result: Props['result'];
  defaults: RawValues;
  startStep: number;
  restoredAt: string | null;
  keep: boolean;
  returnTo: string;
  launchKey: string | undefined;
  onStartOver: () => void;
}) {
  const wizard = useWizard({
    id: 'wizard',
    schema,
    labels: wizardFields,
    result,
    defaults,
    steps: wizardSteps,
  });
  const { kit, step, stepped, isLastStep } = wizard;
  const ready = stepReady(step, kit.values);
  const missingClass = wizardSteps[step]?.id === 'categories' ? genderWithoutClass(kit.values) : null;
  const mustSignIn = access.launch !== 'ready';
  const [askToSignIn, setAskToSignIn] = useState(false);
  const gate = useRef<HTMLDivElement>(null);

  // A kept draft opens where the person left it (the review, after signing in): after this render, since
  // goTo moves focus, which React may not do while committing.
  const openStart = useEffectEvent(() => wizard.goTo(startStep));
  useEffect(() => {
    if (startStep === 0) return;
    const timer = setTimeout(openStart, 0);
    return () => clearTimeout(timer);
  }, [startStep]);

  // The draft is kept as it is typed (from the first change on: merely opening the page keeps nothing).
  useEffect(() => {
    if (keep && kit.values !== kit.initial) keepDraft(kit.values, step);
  }, [keep, kit.values, kit.initial, step]);

  // The action answers a launch with a redirect to the tournament's page: announce it as it loads, and
  // forget the kept draft, which is now a tournament.
  const navigation = useNavigation();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || navigation.state !== 'loading') return;
    if (navigation.formMethod?.toUpperCase() !== 'POST') return;
    if (!managementPath.test(navigation.location.pathname)) return;
    announced.current = true;
    if (keep) forgetKeptDraft();
    const name = String(kit.values.name ?? '').trim();
    void import('sonner').then(({ toast }) =>
      toast.success(mode === 'edit' ? 'Changes saved' : 'Tournament created', {
        description:
          mode === 'edit'
            ? `${name} is updated. It stays a draft until you publish it.`
            : `${name} is saved as a draft. Publish it when you are ready to open registration.`,
      }),
    );
  }, [navigation, keep, kit.values.name, mode]);

  function showSignIn() {
    if (keep) keepDraft(kit.values, step);
    flushSync(() => setAskToSignIn(true));
    gate.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (stepped && mustSignIn) {
      event.preventDefault();
      showSignIn();
      return;
    }
    wizard.formProps.onSubmit(event);
  }

  const submitLabel = mode === 'edit' ? 'Save Changes' : 'Launch Tournament';
  const signInHref = `/sign-in?redirectTo=${encodeURIComponent(stepped ? `${returnTo}?step=review` : returnTo)}`;

  return (
    <Form
      {...wizard.formProps}
      onSubmit={onSubmit}
      aria-label={mode === 'edit' ? 'Edit tournament draft' : 'Tournament creator'}
      className="relative rounded-3xl bg-white p-5 ring-1 ring-ink-900/10 sm:p-10"
    >
      <StepIndicator step={step} stepped={stepped} />
      {/* Until it hydrates (on a person's first touch of /start-tournament: decision 0034), a browser that runs
          scripts is shown the first step of the stepped form it becomes (`scripted:`), and one that runs
          none the long form (`noscript:`): nothing moves when React takes over. */}
      <Progress
        value={((stepped ? step + 1 : 1) / wizardSteps.length) * 100}
        label="Wizard progress"
        className={cn('mt-6', !stepped && 'noscript:hidden')}
      />
      {restoredAt ? (
        <div
          role="status"
          className="mt-6 flex flex-col gap-3 rounded-2xl bg-naija-500/10 px-4 py-3 text-sm text-naija-700 ring-1 ring-naija-500/30 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">
            Welcome back: this is the draft you started on {formatDateTime(new Date(restoredAt))}, kept in
            this browser.
          </p>
          <Button variant="outline" size="sm" className="shrink-0 text-ink-900" onClick={onStartOver}>
            <RotateCcw aria-hidden />
            Start over
          </Button>
        </div>
      ) : null}
      <ErrorSummary kit={kit} order={wizardFieldOrder} className="mt-8" onSelect={wizard.reveal} />
      <RequiredNote className="mt-6" />

      {wizardSteps.map((s, index) => (
        <fieldset
          key={s.id}
          id={`wizard-step-${s.id}`}
          hidden={stepped && index !== step}
          aria-labelledby={`wizard-step-${s.id}-title`}
          className={cn('mt-8', !stepped && index > 0 && 'border-t border-ink-900/10 pt-10 scripted:hidden')}
        >
          <p className="eyebrow text-gold-700">
            Step {index + 1} of {wizardSteps.length}
          </p>
          <h2
            id={`wizard-step-${s.id}-title`}
            ref={wizard.headingRef(index)}
            tabIndex={-1}
            className="mt-1 scroll-mt-24 text-3xl leading-none font-extrabold uppercase focus:outline-none sm:text-4xl"
          >
            {s.title}
          </h2>
          <p className="mt-2 text-ink-600">{s.description}</p>
          {s.id === 'review' ? (
            <div className="mt-6">
              {stepped ? (
                <ReviewSummary values={kit.values} onEdit={(to) => wizard.goTo(to)} />
              ) : (
                <p className="text-ink-700">
                  Check your answers in the steps above, then press {submitLabel}. Everything is checked again
                  when it arrives, and anything to fix is shown at the top of the form.
                </p>
              )}
              {!stepped && mustSignIn ? <NoScriptSignIn access={access} signInHref={signInHref} /> : null}
            </div>
          ) : (
            <FieldGrid className="mt-6">
              <StepFields kit={kit} stepId={s.id} />
            </FieldGrid>
          )}
        </fieldset>
      ))}

      {askToSignIn && stepped && mustSignIn ? (
        <LaunchGate ref={gate} access={access} signInHref={signInHref} />
      ) : null}

      {launchKey ? <input type="hidden" name={LAUNCH_KEY_FIELD} value={launchKey} /> : null}
      <WizardNav
        step={step}
        stepped={stepped}
        ready={ready}
        hint={missingClass ? `${missingClass} to continue.` : undefined}
        isLastStep={isLastStep}
        submitting={kit.submitting}
        submitLabel={submitLabel}
        submitIcon={mode === 'edit' ? 'save' : 'launch'}
        launchAsksToSignIn={stepped && mustSignIn}
        onPrevious={() => wizard.goTo(step - 1)}
        onNext={(form) => wizard.next(form)}
        onLaunchWithoutAccount={showSignIn}
      />
    </Form>
  );
}

/**
 * Previous, Next and the final button. Previous is disabled on the first step; Next (and Launch) until the
 * step is ready (SPEC §4-§5). Without JavaScript only the final button shows: it posts the whole form.
 */
export function WizardNav({
  step,
  stepped,
  ready,
  hint,
  isLastStep,
  submitting,
  submitLabel,
  submitIcon,
  launchAsksToSignIn,
  onPrevious,
  onNext,
  onLaunchWithoutAccount,
}: {
  step: number;
  stepped: boolean;
  ready: boolean;
  /** What the step waits for, when more precise than the step's usual words. */
  hint?: string;
  isLastStep: boolean;
  submitting: boolean;
  submitLabel: string;
  submitIcon: 'launch' | 'save';
  launchAsksToSignIn: boolean;
  onPrevious: () => void;
  onNext: (form: HTMLFormElement) => void;
  onLaunchWithoutAccount: () => void;
}) {
  const held = stepped && !ready;
  const Icon = submitIcon === 'save' ? Save : Rocket;
  return (
    <div className="mt-10 flex flex-col-reverse gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:items-start sm:justify-between">
      {stepped ? (
        <Button variant="outline" size="lg" disabled={step === 0} onClick={onPrevious}>
          <ArrowLeft aria-hidden />
          Previous
        </Button>
      ) : (
        <>
          {/* Before hydration, where scripts run: the first step's buttons, as they will be. */}
          <Button variant="outline" size="lg" disabled className="noscript:hidden">
            <ArrowLeft aria-hidden />
            Previous
          </Button>
          <span className="scripted:hidden" />
        </>
      )}
      <div className="flex flex-col items-stretch gap-2 sm:items-end">
        {/* Each button is its own element (the keys): the click that moves to the review must not land
            on a submit button that took the Next button's place, which would launch at once. */}
        {!stepped ? (
          <Button
            key="next-before-hydration"
            size="lg"
            disabled
            aria-describedby="wizard-gate-hint-before-hydration"
            className="noscript:hidden"
          >
            Next
            <ArrowRight aria-hidden />
          </Button>
        ) : null}
        {!stepped ? (
          <p id="wizard-gate-hint-before-hydration" className="text-sm text-ink-600 noscript:hidden">
            {gateHints[0]}
          </p>
        ) : null}
        {stepped && !isLastStep ? (
          <Button
            key="next"
            size="lg"
            disabled={held}
            aria-describedby={held ? 'wizard-gate-hint' : undefined}
            onClick={(event) => onNext(event.currentTarget.form!)}
          >
            Next
            <ArrowRight aria-hidden />
          </Button>
        ) : launchAsksToSignIn ? (
          <Button key="ask" size="lg" onClick={onLaunchWithoutAccount}>
            {submitLabel}
            <Icon aria-hidden />
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            size="lg"
            className={stepped ? undefined : 'scripted:hidden'}
            disabled={held || submitting}
            aria-describedby={held ? 'wizard-gate-hint' : undefined}
          >
            {submitting ? (submitIcon === 'save' ? 'Saving…' : 'Launching…') : submitLabel}
            <Icon aria-hidden />
          </Button>
        )}
        {held ? (
          <p id="wizard-gate-hint" className="text-sm text-ink-600">
            {hint ?? gateHints[step] ?? 'Fill in the required fields of this step to continue.'}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** What each step waits for, in the words of SPEC §5. */
const gateHints: Record<number, string> = {
  0: 'Name the tournament to continue.',
  1: 'Choose a format to continue.',
  2: 'Tick at least one weight class and one age group to continue.',
  3: 'Choose the start and end dates to continue.',
};

function LaunchGate({
  ref,
  access,
  signInHref,
}: {
  ref: Ref<HTMLDivElement>;
  access: WizardAccess;
  signInHref: string;
}) {
  const visitor = access.launch === 'sign-in';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="wizard-launch-gate-title"
      className="mt-8 scroll-mt-24 rounded-2xl bg-ink-950 p-6 text-white focus:outline-3 focus:outline-offset-2 focus:outline-gold-400 sm:p-8"
    >
      <h2 id="wizard-launch-gate-title" className="text-3xl leading-none font-extrabold uppercase">
        {visitor ? 'Sign in to launch' : 'Organisers launch tournaments'}
      </h2>
      {visitor ? (
        <p className="mt-3 text-ink-300">
          Your draft is kept in this browser. Sign in with your organiser account and you come straight back
          to this review to launch it. New to the platform? Sign your organisation up on a plan first.
        </p>
      ) : access.launch === 'no-organisation' ? (
        <p className="mt-3 text-ink-300">
          You are signed in as {access.viewerName} ({access.roleLabel}), which does not run an organisation.
          Your draft is kept in this browser: sign your organisation up on a plan, and launch it once your
          organiser account is ready.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {visitor ? (
          <Button asChild size="lg">
            <Link to={signInHref}>
              <LogIn aria-hidden />
              Sign in to launch
            </Link>
          </Button>
        ) : null}
        <Button
          asChild
          size="lg"
          variant={visitor ? 'outline' : 'gold'}
          className={visitor ? 'text-white' : undefined}
        >
          <Link to="/get-started">
            <UserPlus aria-hidden />
            Get Started
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Without JavaScript nothing can be kept while a visitor signs in: said before they press Launch. */
function NoScriptSignIn({ access, signInHref }: { access: WizardAccess; signInHref: string }) {
  return (
    <div className="mt-6 rounded-2xl bg-gold-200/40 p-5 text-ink-900 ring-1 ring-gold-500/40">
      <p className="font-semibold">
        {access.launch === 'no-organisation'
          ? 'Launching a tournament needs an organiser account, and this one does not run an organisation.'
          : 'Launching a tournament needs an organiser account.'}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        Without JavaScript this page cannot keep your answers while you sign in: sign in first, then fill in
        the wizard. New to the platform? Sign your organisation up on a plan.
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        {access.launch === 'sign-in' ? (
          <a href={signInHref} className="text-gold-700 underline underline-offset-4">
            Sign in first
          </a>
        ) : null}
        <a href="/get-started" className="text-gold-700 underline underline-offset-4">
          Get Started
        </a>
      </p>
    </div>
  );
}

function StepIndicator({ step, stepped }: { step: number; stepped: boolean }) {
  return (
    <nav aria-label="Wizard steps">
      <ol className="grid grid-cols-5 gap-2">
        {wizardSteps.map((s, index) => {
          const state = !stepped ? 'todo' : index < step ? 'done' : index === step ? 'current' : 'todo';
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  'grid size-10 shrink-0 place-items-center rounded-full font-display text-lg font-extrabold ring-2',
                  state === 'done' && 'bg-naija-500 text-white ring-naija-500',
                  state === 'current' && 'bg-gold-400 text-ink-950 ring-gold-400',
                  state === 'todo' && 'bg-white text-ink-600 ring-ink-900/15',
                  !stepped &&
                    index === 0 &&
                    'scripted:bg-gold-400 scripted:text-ink-950 scripted:ring-gold-400',
                )}
              >
                {state === 'done' ? <Check className="size-5" /> : index + 1}
              </span>
              <span className="hidden text-sm leading-tight font-semibold lg:block">{s.title}</span>
              <span className="sr-only lg:hidden">{s.title}</span>
              {state === 'done' ? <span className="sr-only"> (completed)</span> : null}
            </>
          );
          return (
            <li
              key={s.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-2 text-center lg:flex-row lg:text-left',
                state === 'current' ? 'text-ink-900' : 'text-ink-600',
                !stepped && index === 0 && 'scripted:text-ink-900',
              )}
            >
              {stepped ? (
                content
              ) : (
                <a href={`#wizard-step-${s.id}`} className="flex flex-col items-center gap-2 lg:flex-row">
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
