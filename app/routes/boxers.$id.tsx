import { Building2, FileBadge, GraduationCap, ShieldAlert, Tag } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/boxers.$id';
import { isServiceError } from '@server/service-error';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { getViewer } from '~/features/auth';
import { boxerPage } from '~/features/results';
import { MedalDisc, medalOf } from '~/features/results/components/medal';
import { BoutList } from '~/features/results/components/bout-list';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { profileRankings } from '~/features/rankings';
import { BoxerRankings } from '~/features/rankings/components/boxer-rankings';
import { heldBadges } from '~/features/badges';
import { BadgeShelf } from '~/features/badges/components/badge-shelf';
import { courseCertificatesOf } from '~/features/learning';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';
import { clock } from '@server/clock';

/**
 * Nothing on a boxer's record needs script: a document without the framework (decision 0034), with the
 * site's small script for the header.
 */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

/**
 * A boxer's profile: name, club, category, W-L-D record, medals and awards, tournaments entered and bouts.
 * What each viewer sees is `boxerPage`'s (issue 27): a medical suspension only for the boxer, their coach,
 * the organisers and officials of a tournament they entered and platform admins; a stranger reading a
 * minor sees name, club, category and results only. No one sees a date of birth or a weight here. The page's
 * `.data` is this loader's answer, so it holds no more than the page shows.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const { services } = context;
    const viewer = await getViewer(request, context);
    const page = await boxerPage(services.database.db, viewer, params.id, {
      now: clock.now(),
      secret: services.config.authSecret,
    });
    // Issue 33: their rank in each division and its history (public: no date of birth in it).
    return {
      ...page,
      rankings: await profileRankings(services.database.db, page.id, lagosDate(clock.now())),
      // Issue 33: their achievement badges (public, like their medals).
      badges: await heldBadges(services.database.db, page.id),
      // Issue 34: the online courses they completed, each certificate's public page.
      courseCertificates: await courseCertificatesOf(services.database.db, page.id),
    };
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: b, matches }) => {
  if (!b) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  return seo({
    siteUrl: siteUrlOf(matches),
    title: `${b.name} — boxer`,
    description: `${b.name}${b.club ? ` of ${b.club}` : ''}, ${b.category}: record on AJBXNG ${recordText(b.recordOnPlatform)} (W-L-D), ${recordText(b.recordBefore)} before; tournaments and bouts.`,
    path: `/boxers/${b.id}`,
  });
};

const recordText = (r: { wins: number; losses: number; draws: number }) => `${r.wins}-${r.losses}-${r.draws}`;

export default function BoxerProfilePage({ loaderData: b }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Boxer"
        title={b.name}
        lead={
          <span className="flex flex-col gap-1">
            <span className="inline-flex items-center gap-2">
              <Building2 aria-hidden className="size-5 shrink-0 text-gold-400" />
              {b.club ?? 'No club'}
            </span>
            <span className="inline-flex items-center gap-2">
              <Tag aria-hidden className="size-5 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">Category: </span>
                {b.category}
              </span>
            </span>
          </span>
        }
        aside={
          <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
            {/* Issue 30 item 6: the numbers are the bouts listed below; a record declared from before the
                platform is said apart, so the two never disagree. */}
            <p className="font-semibold text-ink-300">Record (W-L-D)</p>
            <p className="text-xs text-ink-400">On AJBXNG: the bouts listed below</p>
            <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
              {(
                [
                  ['Wins', b.recordOnPlatform.wins, 'text-gold-300'],
                  ['Losses', b.recordOnPlatform.losses, 'text-white'],
                  ['Draws', b.recordOnPlatform.draws, 'text-white'],
                ] as const
              ).map(([label, value, tone]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="text-xs tracking-wider text-ink-300 uppercase">{label}</dt>
                  <dd className={`font-display text-4xl font-extrabold ${tone}`}>{value}</dd>
                </div>
              ))}
            </dl>
            {recordText(b.recordBefore) !== '0-0-0' ? (
              <p className="mt-4 border-t border-white/10 pt-3 text-sm text-ink-300">
                Record before AJBXNG:{' '}
                <span className="font-semibold text-white tabular-nums">{recordText(b.recordBefore)}</span>
                <span className="block text-xs text-ink-400">
                  As declared when the boxer joined; career {recordText(b.record)}.
                </span>
              </p>
            ) : null}
            {b.suspension ? (
              <div className="mt-4 rounded-xl bg-corner-600/20 px-3 py-2 text-sm text-white ring-1 ring-corner-500/50">
                <p className="flex items-center gap-2 font-semibold">
                  <ShieldAlert aria-hidden className="size-4 shrink-0 text-corner-400" />
                  Medically suspended until {formatLongDate(b.suspension.until)}
                </p>
                {b.suspension.reason ? <p className="mt-1 text-ink-200">{b.suspension.reason}</p> : null}
                {b.audience ? <p className="mt-1 text-xs text-ink-300">{privateNote[b.audience]}</p> : null}
              </div>
            ) : null}
          </div>
        }
      />
      <div className="bg-canvas py-12 sm:py-16">
        <div className="container-page space-y-12">
          {b.awards.length > 0 ? (
            <section aria-labelledby="awards-heading">
              <SectionHeading id="awards-heading" eyebrow="Medals and awards" title="Awards" />
              <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {b.awards.map((a) => (
                  <li key={a.id} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                    <MedalDisc awardType={a.awardType} place={a.place} />
                    <div className="min-w-0">
                      <p className={`eyebrow text-xs ${medalOf(a.awardType).text}`}>
                        {medalOf(a.awardType).label}
                      </p>
                      <p className="mt-1 font-semibold">{a.category ?? a.title}</p>
                      {a.tournament ? (
                        <Link
                          to={`/tournaments/${a.tournament.slug}/results`}
                          className="text-sm text-ink-700 underline decoration-gold-400 underline-offset-2 hover:text-gold-700"
                        >
                          {a.tournament.name}
                        </Link>
                      ) : null}
                      <p>
                        <Link
                          to={a.certificate}
                          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-700 hover:text-gold-600"
                        >
                          <FileBadge aria-hidden className="size-4" /> Certificate
                          <span className="sr-only">: {a.title}</span>
                        </Link>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {b.badges.length > 0 ? (
            <section aria-labelledby="badges-heading">
              <SectionHeading id="badges-heading" eyebrow="Achievements" title="Badges" />
              <div className="mt-6">
                <BadgeShelf badges={b.badges} label="Badges" />
              </div>
            </section>
          ) : null}
          {b.courseCertificates.length > 0 ? (
            <section aria-labelledby="course-certificates-heading">
              <SectionHeading
                id="course-certificates-heading"
                eyebrow="Online courses completed"
                title="Course Certificates"
              />
              <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {b.courseCertificates.map((c) => (
                  <li key={c.code} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                    <GraduationCap aria-hidden className="size-8 shrink-0 text-gold-600" />
                    <div className="min-w-0">
                      <Link to={c.course.path} className="font-semibold underline-offset-2 hover:underline">
                        {c.course.title}
                      </Link>
                      <p className="text-sm text-ink-600">
                        Completed {formatLongDate(lagosDate(new Date(c.issuedAt)))}
                      </p>
                      <Link
                        to={c.path}
                        className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-700 hover:text-gold-600"
                        aria-label={`Certificate: ${c.course.title}`}
                      >
                        <FileBadge aria-hidden className="size-4" /> Certificate
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <BoxerRankings rankings={b.rankings} />
          <section aria-labelledby="bouts-heading">
            <SectionHeading id="bouts-heading" eyebrow="Newest first" title="Bouts" />
            <div className="mt-6">
              {b.bouts.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6 text-ink-700">
                  No bouts to show yet. Once a tournament the boxer entered is drawn, each bout appears here
                  with its opponent and, when boxed, its result.
                </p>
              ) : (
                <BoutList bouts={b.bouts} label={`${b.name}’s bouts`} />
              )}
            </div>
          </section>
          {b.tournaments.length > 0 ? (
            <section aria-labelledby="entered-heading">
              <SectionHeading id="entered-heading" eyebrow="Entries" title="Tournaments entered" />
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {b.tournaments.map((t) => (
                  <li key={t.slug} className="rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                    <Link
                      to={`/tournaments/${t.slug}`}
                      className="font-display text-lg font-bold uppercase hover:text-gold-700"
                    >
                      {t.name}
                    </Link>
                    <p className="mt-1 text-sm text-ink-700">{formatLongDate(t.startDate)}</p>
                    <p className="text-sm text-ink-700">
                      {t.category}
                      {t.withdrawn ? ' · Withdrawn' : ''}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Why this viewer sees the suspension, which the public does not. */
const privateNote: Record<NonNullable<Route.ComponentProps['loaderData']['audience']>, string> = {
  boxer: 'Only you, your coach, your tournaments’ organisers and officials, and the admins see this.',
  coach: 'You see this as their coach: the public does not.',
  'club-organiser': 'You see this as an organiser of their club: the public does not.',
  'tournament-organiser': 'You see this as an organiser of a tournament they entered: the public does not.',
  'tournament-official': 'You see this as an official of a tournament they entered: the public does not.',
  admin: 'You see this as a platform admin: the public does not.',
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no boxer’s profile at this address." />;
}
