import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/tournaments.$slug.bouts';
import { isServiceError } from '@server/service-error';
import { PageHero } from '~/components/marketing/page-hero';
import { LiveStatusNotice } from '~/components/ui/live-status';
import { getViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { boutOrderDay } from '~/features/results';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { RingOrder } from '~/features/results/components/ring-order';
import { formatDateRange } from '~/features/tournaments/date-range';
import { DayNav, shortDay } from '~/components/event/day-nav';
import { formatDateTime } from '~/lib/lagos-time';
import { seo, siteUrlOf } from '~/lib/seo';
import { useLiveEvents } from '~/lib/use-live-events';
import { changesBoutOrder, followingText } from '~/lib/live-events';
import type { DocumentHandle } from '~/lib/document-only';
import boutOrderScript from '~/document-scripts/bout-order.ts?document-script';
import { clock } from '@server/clock';

/**
 * A document without the framework (issue 29's blocking time on a hall full of phones): its own small script
 * follows the bouts live and replaces the page's content in place (decision 0034, "Live pages as documents").
 * Reached by a link from a hydrated page, it renders as before and follows them through useLiveEvents.
 */
export const handle: DocumentHandle = { hydrate: false, script: boutOrderScript };

/** A tournament's bout order, public: by ring, each with Now and Next and every bout's ETA in WAT. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  const now = clock.now();
  try {
    // One day at a time: Now and Next come from the whole order, the list from the day shown.
    const page = await boutOrderDay(
      db,
      params.slug,
      workspace,
      now,
      new URL(request.url).searchParams.get('day'),
    );
    return { ...page, asOf: now.toISOString() };
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: d, matches }) => {
  if (!d) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  return seo({
    siteUrl: siteUrlOf(matches),
    title: `Bout order — ${d.tournament.name}`,
    description: `The bout order of ${d.tournament.name} by ring, with what is on now, what is next and every bout’s expected start in West Africa Time.`,
    path: `/tournaments/${d.tournament.slug}/bouts`,
  });
};

export default function BoutOrder({ loaderData: d }: Route.ComponentProps) {
  const t = d.tournament;
  // Bouts starting, ending and moving change the order; cards and fouls within a bout do not.
  const live = useLiveEvents(t.id, { relevant: changesBoutOrder });
  return (
    <>
      <PageHero
        badge={
          <Link to={`/tournaments/${t.slug}`} className="hover:underline">
            {t.name}
          </Link>
        }
        title="Bout order"
        lead={`${formatDateRange(t.startDate, t.endDate)} · ${t.city}. Expected start times in West Africa Time (WAT).`}
      />
      <div className="bg-canvas py-10 sm:py-14" data-live-tournament={t.id}>
        <div className="container-page space-y-12">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link
              to={`/tournaments/${t.slug}`}
              className="inline-flex items-center gap-2 font-semibold text-ink-800 hover:text-gold-700"
            >
              <ArrowLeft aria-hidden className="size-4" /> Tournament page
            </Link>
            <span className="text-sm text-ink-600">
              As of {formatDateTime(new Date(d.asOf))} WAT
              <span data-live-following="">{followingText(live)}</span>
            </span>
            <LiveStatusNotice status={live} className="text-ink-700" />
          </div>
          <DayNav days={d.days} day={d.day} href={(day) => `?day=${day}`} label="Days of the bout order" />
          {d.rings.length === 0 ? (
            <section
              aria-labelledby="no-order"
              className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6"
            >
              <h2 id="no-order" className="text-2xl font-extrabold uppercase">
                No bout order yet
              </h2>
              <p className="mt-2 text-ink-700">
                The order of bouts on each ring, with expected start times in West Africa Time, appears here
                once the draws are made and the organiser sets the rings, before the first bell.
              </p>
            </section>
          ) : (
            d.rings.map((ring) => (
              <RingOrder
                key={ring.ring ?? 'unset'}
                ring={ring}
                slug={t.slug}
                dayLabel={d.days.length > 1 && d.day ? shortDay(d.day) : null}
              />
            ))
          )}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no published tournament at this address." />;
}
