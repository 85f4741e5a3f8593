import {
  Building2,
  CalendarDays,
  CircleAlert,
  Clock,
  Gavel,
  HeartPulse,
  MapPin,
  Scale,
  Shield,
  Timer,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { data, isRouteErrorResponse, Link, useActionData } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/tournaments.$slug';
import { isServiceError, ServiceError } from '@server/service-error';
import { SectionHeading } from '~/components/marketing/section-heading';
import { PageHero } from '~/components/marketing/page-hero';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Progress } from '~/components/ui/progress';
import { formatName } from '~/content/tournament-categories';
import { getViewer, requireViewer } from '~/features/auth';
import { boxerRegistration, isInvited, registerEntry, withdrawEntry } from '~/features/entries';
import { workspaceFor } from '~/features/organisations/workspace.server';
import { eventLinks } from '~/features/results';
import { getTournament } from '~/features/tournaments';
import type { TournamentDetail } from '~/features/tournaments';
import { formatDateRange } from '~/features/tournaments/date-range';
import { CalendarBadgeTag, RegisterAction } from '~/features/tournaments/components/calendar/calendar-badge';
import { entryFeeText, placeText } from '~/features/tournaments/components/calendar/tournament-card';
import { CategoryGroups } from '~/features/tournaments/components/tournament-page/category-groups';
import { ComingSections } from '~/features/tournaments/components/tournament-page/coming-sections';
import {
  REGISTRATION_TOASTS,
  RegisterSection,
} from '~/features/tournaments/components/tournament-page/register-section';
import { ShareLink } from '~/features/tournaments/components/tournament-page/share-link';
import { tournamentJsonLd } from '~/features/tournaments/components/tournament-page/tournament-json-ld';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import { absoluteUrl, seo, siteUrlOf } from '~/lib/seo';
import { clock } from '@server/clock';

/**
 * A tournament's public page (/tournaments/<slug>; an id works too). A draft is shown only to the people
 * who run its organisation (getTournament decides; everyone else gets the 404), with a banner saying so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  const tournament = await getTournament(db, params.slug, workspace).catch((error: unknown) => {
    // Answered here, not left to the server's guard: the guard's ServiceError is another copy of the class
    // than the one bundled into the build (see isServiceError), so this page does not depend on it.
    if (error instanceof ServiceError) throw data(error.body, { status: error.status });
    throw error;
  });
  const links = await eventLinks(db, tournament.id);
  const event = {
    slug: tournament.slug,
    drawn: tournament.categories
      .filter((c) => links.drawnCategoryIds.includes(c.id))
      .map((c) => ({ id: c.id, label: c.label })),
    hasBoutOrder: links.hasBoutOrder,
  };
  // A signed-in boxer registers here: their category from their profile, and their entry if they have one.
  const registration = viewer?.role === 'boxer' ? await boxerRegistration(db, viewer.id, tournament) : null;
  // An invitation-only tournament: a signed-in boxer is told whether they hold an invitation, and an invited
  // one registers here until the deadline (the service checks both again).
  const invitation =
    viewer?.role === 'boxer' && tournament.visibility === 'invitation' && tournament.status === 'published'
      ? {
          invited: await isInvited(db, tournament.id, viewer.id),
          open: lagosDate(clock.now()) <= tournament.registrationDeadline,
        }
      : null;
  return {
    tournament,
    role: viewer?.role ?? null,
    url: absoluteUrl(context.services.config.baseUrl, `/tournaments/${tournament.slug}`),
    event,
    registration,
    invitation,
  };
}

/** A boxer registers themself (or withdraws) from the page's register section; the rules are the service's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['boxer']);
  const db = context.services.database.db;
  const workspace = await workspaceFor(db, viewer);
  const tournament = await getTournament(db, params.slug, workspace).catch((error: unknown) => {
    if (error instanceof ServiceError) throw data(error.body, { status: error.status });
    throw error;
  });
  const form = await request.formData();
  try {
    if (form.get('intent') === 'withdraw') {
      await withdrawEntry(db, workspace, Number(form.get('entryId')), form.get('reason'));
      return { status: 'withdrawn' as const };
    }
    const [weightClass = '', ageGroup = ''] = String(form.get('category') ?? '').split('|');
    await registerEntry(
      db,
      workspace,
      {
        tournamentId: tournament.id,
        boxerId: viewer.id,
        weightClass,
        ageGroup,
        guardianName: String(form.get('guardianName') ?? '').trim() || undefined,
        guardianEmail: String(form.get('guardianEmail') ?? '').trim() || undefined,
      },
      { notify: { baseUrl: context.services.config.baseUrl } },
    );
    return { status: 'registered' as const };
  } catch (error) {
    if (isServiceError(error))
      return data(
        {
          status: form.get('intent') === 'withdraw' ? ('withdraw-refused' as const) : ('refused' as const),
          reason: error.message,
        },
        { status: error.status },
      );
    throw error;
  }
}

function describe(t: TournamentDetail): string {
  const fee = t.entryFee === 0 ? 'free entry' : `entry ${formatNaira(t.entryFee)}`;
  return `${t.level} boxing tournament, ${formatDateRange(t.startDate, t.endDate)} at ${placeText(t)}: ${formatName(t.format)}, ${fee}. Organised by ${t.organisation.name}.`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = loaderData?.tournament;
  if (!t) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  const tags = seo({
    siteUrl: siteUrlOf(matches),
    title: t.name,
    description: describe(t),
    path: `/tournaments/${t.slug}`,
    jsonLd: tournamentJsonLd(siteUrlOf(matches), t),
  });
  return t.status === 'draft' ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
};

/** One fact: a dl group (dt and dd directly inside, as lists need), its icon drawn in the dt. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-18 rounded-2xl bg-white py-4 pr-4 pl-18 ring-1 ring-ink-900/10">
      <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
        <span
          aria-hidden
          className="absolute top-4 left-4 grid size-10 place-items-center rounded-xl bg-gold-400/15 text-gold-700 [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function StatusTag({ t }: { t: TournamentDetail }) {
  // On the dark hero the light tones sit on white, so their text keeps its contrast; the red ones are solid.
  if (t.status === 'cancelled') return <Badge tone="red">Cancelled</Badge>;
  if (t.status === 'draft')
    return (
      <Badge tone="muted" className="bg-white">
        Draft
      </Badge>
    );
  if (t.backendStatus === 'completed')
    return (
      <Badge tone="blue" className="bg-white">
        Completed
      </Badge>
    );
  return <CalendarBadgeTag badge={t.badge} className={t.badge === 'full' ? undefined : 'bg-white'} />;
}

export default function TournamentPage({ loaderData }: Route.ComponentProps) {
  const { tournament: t, role, url, event, registration, invitation } = loaderData;
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result?.status === 'registered')
      toast.success(REGISTRATION_TOASTS.success.title, {
        description: REGISTRATION_TOASTS.success.description,
      });
    if (result?.status === 'refused')
      toast.error(REGISTRATION_TOASTS.failure.title, {
        description: `${REGISTRATION_TOASTS.failure.description}: ${result.reason}`,
      });
  }, [result]);
  const taken = Math.min(100, Math.round((t.participants / Math.max(1, t.maxParticipants)) * 100));
  const { rules } = t;
  return (
    <>
      <PageHero
        badge={
          <Link to="/tournament-schedule" className="hover:underline">
            Tournament Calendar
          </Link>
        }
        title={t.name}
        lead={
          <>
            <span className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden className="size-5 text-gold-400" />
                <time dateTime={t.startDate}>{formatDateRange(t.startDate, t.endDate)}</time>
              </span>
              <span className="inline-flex items-center gap-2">
                <MapPin aria-hidden className="size-5 text-gold-400" />
                {placeText(t)}
              </span>
            </span>
            <span className="mt-2 block text-base">Organised by {t.organisation.name}</span>
          </>
        }
        aside={
          <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              <StatusTag t={t} />
              <Badge tone="goldOnDark">{t.level}</Badge>
            </div>
            <p className="mt-5 flex items-baseline justify-between gap-2">
              <span className="font-semibold text-ink-300">Participants</span>
              <span className="font-display text-3xl font-extrabold">
                {t.participants} of {t.maxParticipants}
              </span>
            </p>
            <Progress
              value={taken}
              label={`${t.participants} of ${t.maxParticipants} places taken`}
              className="mt-2 bg-white/10"
            />
            <p className="mt-5 flex items-baseline justify-between gap-2">
              <span className="font-semibold text-ink-300">Entry fee</span>
              <span className="font-display text-3xl font-extrabold text-gold-300">
                {entryFeeText(t.entryFee)}
              </span>
            </p>
            <div className="mt-6">
              {t.status === 'cancelled' ? null : (
                <RegisterAction badge={t.badge} slug={t.slug} name={t.name} onDark className="w-full" />
              )}
            </div>
            <div className="mt-6 border-t border-white/10 pt-5">
              <ShareLink url={url} />
            </div>
          </div>
        }
      />

      {t.status === 'cancelled' ? (
        <div role="alert" className="bg-corner-600 text-white">
          <div className="container-page flex gap-3 py-5">
            <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="font-display text-2xl font-extrabold uppercase">
                This tournament has been cancelled
              </p>
              {t.cancelReason ? <p className="mt-1">Reason: {t.cancelReason}</p> : null}
            </div>
          </div>
        </div>
      ) : null}
      {t.status === 'draft' ? (
        <div role="status" className="bg-amber-300 text-ink-950">
          <div className="container-page flex gap-3 py-5">
            <Shield aria-hidden className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="font-display text-2xl font-extrabold uppercase">Draft — not public yet</p>
              <p className="mt-1">
                Only your organisation’s organisers and platform admins can see this page until it is
                published.{' '}
                <Link
                  to={`/admin-dashboard/tournaments/${t.id}`}
                  className="font-semibold underline underline-offset-4"
                >
                  Manage this tournament
                </Link>
              </p>
            </div>
          </div>
        </div>
      ) : null}

      <div className="bg-canvas py-16 sm:py-20">
        <div className="container-page space-y-16">
          <section aria-labelledby="facts-heading">
            <SectionHeading id="facts-heading" eyebrow="At a glance" title="Tournament Facts" />
            {t.description ? (
              <p className="mt-4 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-ink-700">
                {t.description}
              </p>
            ) : null}
            <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Fact icon={<CalendarDays />} label="Dates (WAT)">
                {formatLongDate(t.startDate)}
                {t.endDate !== t.startDate ? ` to ${formatLongDate(t.endDate)}` : ''}
              </Fact>
              <Fact icon={<MapPin />} label="Venue">
                {placeText(t)}
              </Fact>
              <Fact icon={<Shield />} label="Level">
                {t.level}
              </Fact>
              <Fact icon={<Gavel />} label="Format">
                {formatName(t.format)}
              </Fact>
              <Fact icon={<Clock />} label="Registration deadline">
                {formatLongDate(t.registrationDeadline)}
              </Fact>
              <Fact icon={<Scale />} label="Weigh-in">
                {formatLongDate(t.weighInDate)}
              </Fact>
              <Fact icon={<Wallet />} label="Entry fee">
                {entryFeeText(t.entryFee)}
              </Fact>
              <Fact icon={<Users />} label="Participants">
                {t.participants} of {t.maxParticipants}
              </Fact>
              <Fact icon={<Building2 />} label="Organiser">
                {t.organisation.name}
              </Fact>
            </dl>
          </section>

          <section aria-labelledby="prizes-heading">
            <SectionHeading id="prizes-heading" eyebrow="What is at stake" title="Prizes" />
            <dl className="mt-8 grid gap-4 sm:grid-cols-3">
              {(
                [
                  ['First', '1st', t.prizes.first, 'bg-gold-400 text-ink-950'],
                  ['Second', '2nd', t.prizes.second, 'bg-ink-300 text-ink-950'],
                  ['Third', '3rd', t.prizes.third, 'bg-amber-700 text-white'],
                ] as const
              ).map(([place, short, amount, medal]) => (
                <div
                  key={place}
                  className="relative flex min-h-22 flex-col justify-center rounded-2xl bg-white py-5 pr-5 pl-22 ring-1 ring-ink-900/10"
                >
                  <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
                    <span
                      aria-hidden
                      className={`absolute top-1/2 left-5 grid size-12 -translate-y-1/2 place-items-center rounded-full font-display text-xl font-extrabold normal-case ${medal}`}
                    >
                      {short}
                    </span>
                    {place} prize
                  </dt>
                  <dd className="font-display text-3xl font-extrabold">
                    {amount > 0 ? formatNaira(amount) : 'Medal'}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="rules-heading">
            <SectionHeading id="rules-heading" eyebrow="How bouts are boxed" title="Rules" />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <li className="flex items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                <Timer aria-hidden className="size-6 text-gold-600" />
                <span className="font-semibold">
                  {rules.numberOfRounds} {rules.numberOfRounds === 1 ? 'round' : 'rounds'} ×{' '}
                  {rules.roundDuration} {rules.roundDuration === 1 ? 'minute' : 'minutes'}
                </span>
              </li>
              <li className="flex items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                <Gavel aria-hidden className="size-6 text-gold-600" />
                <span className="font-semibold">{rules.judgesCount} judges</span>
              </li>
              <li className="flex items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                <HeartPulse aria-hidden className="size-6 text-gold-600" />
                <span className="font-semibold">
                  {rules.medicalCheckRequired ? 'Medical check required' : 'No medical check'}
                </span>
              </li>
              <li className="flex items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                <Shield aria-hidden className="size-6 text-gold-600" />
                <span className="font-semibold">
                  {rules.equipmentProvided ? 'Gloves and headguards provided' : 'Bring your own equipment'}
                </span>
              </li>
            </ul>
          </section>

          <section aria-labelledby="categories-heading">
            <SectionHeading
              id="categories-heading"
              eyebrow="Weight class × age group × gender"
              title="Categories"
              lead={`${t.categories.length} ${t.categories.length === 1 ? 'category' : 'categories'}; ages are completed years on the first day.`}
            />
            <div className="mt-8">
              <CategoryGroups categories={t.categories} />
            </div>
          </section>

          <RegisterSection
            tournament={t}
            role={role}
            registration={registration}
            invitation={invitation}
            result={result}
          />

          <section aria-labelledby="live-heading">
            <SectionHeading
              id="live-heading"
              eyebrow="As the tournament runs"
              title="Entries, Draws and Results"
            />
            <div className="mt-8">
              <ComingSections event={event} />
            </div>
          </section>

          <p>
            <Button asChild variant="dark">
              <Link to="/tournament-schedule">Back to Tournament Calendar</Link>
            </Button>
          </p>
        </div>
      </div>
    </>
  );
}

/** An unknown address or someone else's draft: the not-found page, with the way back to the calendar. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="bg-ring-lights relative overflow-hidden text-white">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p
          aria-hidden
          className="text-gradient-gold font-display text-[9rem] leading-none font-extrabold sm:text-[12rem]"
        >
          404
        </p>
        <h1 className="mt-2 font-display text-3xl font-bold uppercase sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-ink-300">
          There is no published tournament at this address. It may have been renamed before it was published.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/tournament-schedule">Tournament Calendar</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="text-white">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
