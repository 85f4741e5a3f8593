import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useActionData } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/tournaments.$slug';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Button } from '~/components/ui/button';
import { formatName } from '~/content/tournament-categories';
import type { TournamentDetail } from '~/features/tournaments';
import { formatDateRange } from '~/features/tournaments/date-range';
import { placeText } from '~/features/tournaments/components/calendar/tournament-card';
import { ComingSections } from '~/features/tournaments/components/tournament-page/coming-sections';
import { EntriesByCategory } from '~/features/tournaments/components/tournament-page/entries-by-category';
import { LiveEventTop } from '~/features/tournaments/components/tournament-page/live-rings';
import {
  REGISTRATION_TOASTS,
  RegisterSection,
} from '~/features/tournaments/components/tournament-page/register-section';
import {
  CategoriesSection,
  FactsSection,
  PrizesSection,
  RulesSection,
} from '~/features/tournaments/components/tournament-page/tournament-details';
import {
  TournamentHero,
  TournamentNotice,
} from '~/features/tournaments/components/tournament-page/tournament-hero';
import { tournamentJsonLd } from '~/features/tournaments/components/tournament-page/tournament-json-ld';
import { TournamentNotFound } from '~/features/tournaments/components/tournament-page/tournament-not-found';
import { formatNaira } from '~/lib/money';
import { seo, siteUrlOf } from '~/lib/seo';
import type { action } from './tournaments.$slug.server';
import { PayEntryFees } from '~/features/payments/components/pay-entry-fees';
import type { DocumentHandle } from '~/lib/document-only';
import tournamentPageScript from '~/document-scripts/tournament-page.ts?document-script';

// The loader (the tournament, its event so far, each ring's Now / Next while live) and the boxer's
// register / withdraw action are server-only.
export { action, loader } from './tournaments.$slug.server';

/**
 * A visitor's page (the one the public page cache keeps, what a hall of phones opens) is a document without
 * the framework, with its own small script (decision 0034): nothing on it is theirs, its forms are a
 * signed-in person's. A signed-in person's page (register, pay, their standing, the toasts) hydrates.
 */
export const handle: DocumentHandle = {
  hydrate: (data) => (data as { role?: unknown } | undefined)?.role != null,
  script: tournamentPageScript,
};

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

/**
 * A tournament's public page. While it is live (issue 26) its first screen is its name, each ring's Now and
 * Next and the way to the bout order, brackets and results (issue 30 item 1: within 375 × 812 px), then the
 * entries, draws and results; the hero's registration panel gives way, its facts come below.
 */
export default function TournamentPage({ loaderData }: Route.ComponentProps) {
  const {
    tournament: t,
    role,
    url,
    event,
    entries,
    live,
    registration,
    invitation,
    standing,
    students,
  } = loaderData;
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
  const eventSoFar: ReactNode = (
    <section aria-labelledby="live-heading">
      <SectionHeading id="live-heading" eyebrow="As the tournament runs" title="Entries, Draws and Results" />
      <div className="mt-8">
        <ComingSections event={event} />
      </div>
      {entries.length > 0 ? (
        <div className="mt-10">
          <EntriesByCategory categories={entries} />
        </div>
      ) : null}
    </section>
  );
  return (
    <>
      {t.live ? (
        <LiveEventTop tournament={t} live={live} />
      ) : (
        <>
          <TournamentHero tournament={t} url={url} standing={standing} />
          <TournamentNotice tournament={t} />
        </>
      )}

      <div className="bg-canvas py-16 sm:py-20">
        <div className="container-page space-y-16">
          {t.live ? eventSoFar : null}
          <FactsSection tournament={t} />
          <PrizesSection prizes={t.prizes} />
          <RulesSection rules={t.rules} />
          <CategoriesSection categories={t.categories} />
          <RegisterSection
            tournament={t}
            role={role}
            registration={registration}
            standing={standing}
            students={students}
            invitation={invitation}
            result={result}
            payFees={(entryIds, amountNaira) => (
              <PayEntryFees entryIds={entryIds} amountNaira={amountNaira} />
            )}
          />
          {t.live ? null : eventSoFar}
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
  return <TournamentNotFound />;
}
