import { ArrowLeft, Download, ListOrdered, Printer } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/tournaments.$slug.results';
import { isServiceError } from '@server/service-error';
import { PageHero } from '~/components/marketing/page-hero';
import { getViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { tournamentResults } from '~/features/results';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { OfficialResults } from '~/features/results/components/official-results';
import { formatDateRange } from '~/features/tournaments/date-range';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

/**
 * A tournament's official results (issue 16): per-category result sheets (placings with medals, each bout's
 * outcome, round and verdict), the clubs' medal table and the best boxer; CSV for federations; prints on A4.
 */
/**
 * Nothing on the sheets changes while they are read: a document without the framework (decision 0034), with
 * the site's small script for the header (a third of the bytes a phone in the hall fetched, and no hydration).
 */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  try {
    return await tournamentResults(db, params.slug, workspace);
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: r, matches }) => {
  if (!r) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  return seo({
    siteUrl: siteUrlOf(matches),
    title: `Official results — ${r.tournament.name}`,
    description: `Official results of ${r.tournament.name}, ${formatDateRange(r.tournament.startDate, r.tournament.endDate)} in ${r.tournament.city}: medals by category, every bout's result and the clubs' medal table.`,
    path: `/tournaments/${r.tournament.slug}/results`,
  });
};

export default function Results({ loaderData: r }: Route.ComponentProps) {
  const t = r.tournament;
  return (
    <>
      <div className="print:hidden">
        <PageHero
          badge={
            <Link to={`/tournaments/${t.slug}`} className="hover:underline">
              {t.name}
            </Link>
          }
          title="Official results"
          lead={`${formatDateRange(t.startDate, t.endDate)} · ${t.venue ? `${t.venue}, ` : ''}${t.city} · ${t.organisation.name}`}
        />
      </div>
      <div className="bg-canvas py-10 sm:py-14 print:bg-white print:py-0">
        <div className="container-page space-y-10 print:max-w-none print:space-y-6 print:px-0">
          <div className="hidden print:block">
            <p className="text-sm font-semibold">
              {t.organisation.name} · {formatDateRange(t.startDate, t.endDate)} · {t.city}
            </p>
            <h1 className="font-display text-2xl font-extrabold uppercase">Official results — {t.name}</h1>
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
            <a
              href={`/tournaments/${t.slug}/results.csv`}
              download
              className="inline-flex items-center gap-2 rounded-lg bg-ink-950 px-3 py-2 text-sm font-semibold text-gold-300 hover:bg-ink-800"
            >
              <Download aria-hidden className="size-4" /> Download CSV
            </a>
            <span className="inline-flex items-center gap-2 text-sm text-ink-600">
              <Printer aria-hidden className="size-4" /> Prints on A4 for federations
            </span>
          </nav>
          <OfficialResults results={r} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no published tournament at this address." />;
}
