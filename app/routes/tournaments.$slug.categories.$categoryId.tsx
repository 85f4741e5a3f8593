import { ArrowLeft, ListOrdered, Printer } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/tournaments.$slug.categories.$categoryId';
import { clock } from '@server/clock';
import { isServiceError } from '@server/service-error';
import { PageHero } from '~/components/marketing/page-hero';
import { formatName } from '~/content/tournament-categories';
import { getViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { categoryPage } from '~/features/results';
import { Bracket } from '~/features/results/components/bracket';
import { BoxerName } from '~/features/results/components/event-bits';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { StandingsTable } from '~/features/results/components/standings';
import { formatDateRange } from '~/features/tournaments/date-range';
import { seo, siteUrlOf } from '~/lib/seo';
import { useLiveEvents } from '~/lib/use-live-events';
import { changesCategoryDraw } from '~/lib/live-events';
import type { DocumentHandle } from '~/lib/document-only';
import { LiveStatusNotice } from '~/components/ui/live-status';
import categoryDrawScript from '~/document-scripts/category-draw.ts?document-script';

/**
 * A document without the framework (issue 29's blocking time on a hall full of phones): its own small script
 * draws the bracket's scrolling hints and follows the category live, replacing the page's content in place
 * (decision 0034, "Live pages as documents"). Reached by a link from a hydrated page, it renders as before
 * and follows the category through useLiveEvents.
 */
export const handle: DocumentHandle = { hydrate: false, script: categoryDrawScript };

/** One category's draw, public: a knockout as a bracket, a pool or Swiss event as a table with its rounds. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  try {
    return await categoryPage(db, params.slug, params.categoryId, workspace, clock.now());
  } catch (error) {
    // The build bundles its own ServiceError: recognised by its fields, answered as its status.
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: d, matches }) => {
  if (!d) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  return seo({
    siteUrl: siteUrlOf(matches),
    title: `${d.category.label} — ${d.tournament.name}`,
    description: `The draw of ${d.category.label} at ${d.tournament.name}, ${formatDateRange(d.tournament.startDate, d.tournament.endDate)} in ${d.tournament.city}: bouts, results and who goes through.`,
    path: `/tournaments/${d.tournament.slug}/categories/${d.category.id}`,
  });
};

export default function CategoryDraw({ loaderData: d }: Route.ComponentProps) {
  const { tournament: t, category, view } = d;
  // This category's draw, starts and results, and the tournament's own changes (not another category's).
  const live = useLiveEvents(t.id, { relevant: changesCategoryDraw(category.id) });
  return (
    <>
      <div className="print:hidden">
        <PageHero
          badge={
            <Link to={`/tournaments/${t.slug}`} className="hover:underline">
              {t.name}
            </Link>
          }
          title={category.label}
          lead={`${formatName(d.format)} · ${formatDateRange(t.startDate, t.endDate)} · ${t.city}`}
        />
      </div>
      <div
        className="bg-canvas py-10 sm:py-14 print:bg-white print:py-0"
        data-print-sheet
        data-live-tournament={t.id}
        data-live-category={category.id}
      >
        <div className="container-page space-y-8 print:max-w-none print:px-0">
          {/* What the printed sheet says at its top, in place of the site's chrome. */}
          <div className="hidden print:block">
            <p className="text-sm font-semibold">{t.name}</p>
            <h1 className="font-display text-2xl font-extrabold uppercase">{category.label}</h1>
            <p className="text-xs">
              {formatName(d.format)} · {formatDateRange(t.startDate, t.endDate)} · {t.city}
            </p>
          </div>
          <nav
            aria-label="This tournament"
            className="flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden"
          >
            <Link
              to={`/tournaments/${t.slug}`}
              className="inline-flex items-center gap-2 font-semibold text-ink-800 hover:text-gold-700"
            >
              <ArrowLeft aria-hidden className="size-4" /> Tournament page
            </Link>
            <Link
              to={`/tournaments/${t.slug}/bouts`}
              className="inline-flex items-center gap-2 font-semibold text-ink-800 hover:text-gold-700"
            >
              <ListOrdered aria-hidden className="size-4" /> Bout order
            </Link>
            <span className="inline-flex items-center gap-2 text-sm text-ink-600">
              <Printer aria-hidden className="size-4" /> Prints on one A4 page
            </span>
            <LiveStatusNotice status={live} className="text-ink-700" />
          </nav>

          {view.kind === 'not-drawn' ? (
            <section
              aria-labelledby="draw-heading"
              className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6"
            >
              <h2 id="draw-heading" className="text-2xl font-extrabold uppercase">
                Not drawn yet
              </h2>
              <p className="mt-2 text-ink-700">
                This category’s{' '}
                {d.format === 'round-robin' || d.format === 'swiss-system' ? 'pool' : 'bracket'} appears here
                once the weigh-in is done and the organiser makes the draw.
              </p>
            </section>
          ) : view.kind === 'walkover' ? (
            <section
              aria-labelledby="draw-heading"
              className="rounded-2xl bg-white p-6 ring-1 ring-ink-900/10"
            >
              <h2 id="draw-heading" className="text-2xl font-extrabold uppercase">
                Walkover champion — only entry
              </h2>
              <div className="mt-3 text-lg">
                <BoxerName boxer={view.boxer} />
              </div>
              <p className="mt-2 text-ink-700">
                Nobody else entered this category, so this boxer is placed first without a bout.
              </p>
            </section>
          ) : view.kind === 'bracket' ? (
            <section aria-labelledby="draw-heading">
              <h2 id="draw-heading" className="mb-4 text-2xl font-extrabold uppercase print:sr-only">
                Bracket
              </h2>
              <Bracket sections={view.sections} label={`${category.label} bracket`} />
            </section>
          ) : (
            <>
              <section aria-labelledby="table-heading">
                <h2 id="table-heading" className="mb-4 text-2xl font-extrabold uppercase print:text-lg">
                  Standings
                </h2>
                <StandingsTable rows={view.standings} caption={`${category.label} standings`} />
                <p className="mt-2 text-xs text-ink-600">
                  Ranked by wins, then draws, then fewest losses; the tournament’s tie-breakers decide the
                  medals.
                </p>
              </section>
              <section aria-labelledby="rounds-heading">
                <h2 id="rounds-heading" className="mb-4 text-2xl font-extrabold uppercase print:text-lg">
                  Bouts by round
                </h2>
                <Bracket sections={view.sections} label={`${category.label} bouts by round`} tree={false} />
              </section>
            </>
          )}

          {d.categories.length > 1 ? (
            <nav aria-labelledby="other-categories" className="print:hidden">
              <h2 id="other-categories" className="text-lg font-extrabold uppercase">
                Other categories
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {d.categories
                  .filter((c) => c.id !== category.id)
                  .map((c) => (
                    <li key={c.id}>
                      <Link
                        to={`/tournaments/${t.slug}/categories/${c.id}`}
                        className="inline-block rounded-full bg-white px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-900/10 hover:ring-gold-500"
                      >
                        {c.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <EventNotFound
      error={error}
      what="There is no such category in a published tournament at this address."
    />
  );
}
