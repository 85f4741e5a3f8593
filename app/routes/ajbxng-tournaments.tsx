import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/ajbxng-tournaments';
import { PageHero } from '~/components/marketing/page-hero';
import { PromoCtaBand } from '~/components/marketing/promo-cta-band';
import { SectionHeading } from '~/components/marketing/section-heading';
import { AnalyticsPanel } from '~/components/platform/analytics-panel';
import { BracketView } from '~/components/platform/bracket-view';
import { FeatureGrid } from '~/components/platform/feature-grid';
import { FormatConfig } from '~/components/platform/format-config';
import { RoleCards } from '~/components/platform/role-cards';
import { Button } from '~/components/ui/button';
import { demoMatches, demoTournament } from '~/content/demo';
import {
  closingCta,
  formats,
  landingLinks,
  platformFeatures,
  platformTagline,
  roles,
} from '~/content/platform';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

/** A document without the framework: nothing on it needs React in the browser (issue 29's blocking time). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

/** The same page for everyone, as when it was prerendered: a visitor's copy may be kept (decision 0023). */
export function headers() {
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'AJBXNG Tournaments: Tournament Management for Boxing Academies',
    description: `${platformTagline}: brackets, live scoring, rankings and dashboards for admins, coaches, referees, boxers and spectators.`,
    path: '/ajbxng-tournaments',
  });

export default function AjbxngTournaments() {
  return (
    <>
      <PageHero
        badge="AJBXNG Tournaments"
        title={
          <>
            Run Every Bout Like a <span className="text-gradient-gold">Title Fight</span>
          </>
        }
        lead={
          <>
            <strong className="font-semibold text-white">{platformTagline}.</strong> Brackets, live scoring,
            rankings and a dashboard for everyone from the admin to the crowd.
          </>
        }
        aside={
          <div className="hidden rounded-3xl bg-white/5 p-5 ring-1 ring-white/10 backdrop-blur sm:block sm:p-7">
            <div className="flex items-center justify-between gap-3">
              <p className="font-display text-xl font-bold uppercase">{demoTournament.name}</p>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-corner-600 px-2.5 py-1 font-display text-xs font-bold tracking-wider uppercase">
                <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
                Live
              </span>
            </div>
            <p className="mt-1 text-sm text-ink-300">Heavyweight · last eight · sample data</p>
            <BracketView
              matches={demoMatches}
              label="Sample heavyweight bracket"
              tone="dark"
              compact
              className="mt-5"
            />
          </div>
        }
      >
        <Button asChild size="lg">
          <Link to={landingLinks.start.to}>
            {landingLinks.start.label}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to={landingLinks.demo.to}>
            <PlayCircle aria-hidden />
            {landingLinks.demo.label}
          </Link>
        </Button>
      </PageHero>

      <section aria-labelledby="roles-title" className="py-20 sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="roles-title"
            eyebrow="Built for every corner"
            title="One Platform, Five Roles"
            lead="Each role signs in to a dashboard made for its job, and sees only what it should."
          />
          <div className="mt-12">
            <RoleCards roles={roles} />
          </div>
        </div>
      </section>

      <section aria-labelledby="formats-title" className="bg-ink-950 py-20 text-white sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="formats-title"
            tone="dark"
            eyebrow="Formats and configuration"
            title="Three Formats. Your Rules."
            lead="Choose how boxers progress, then set the weight classes, age groups and match settings your event needs."
          />
          <div className="mt-12">
            <FormatConfig formats={formats} />
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="py-20 sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="features-title"
            eyebrow="Platform features"
            title="Everything a Boxer's Career Needs"
            lead="From the first registration to the championship belt, every record lives in one place."
          />
          <div className="mt-12">
            <FeatureGrid features={platformFeatures} />
          </div>
        </div>
      </section>

      <section aria-labelledby="backend-title" className="pb-20 sm:pb-28">
        <div className="container-page">
          <h2 id="backend-title" className="sr-only">
            Backend, analytics and security
          </h2>
          <AnalyticsPanel />
        </div>
      </section>

      <PromoCtaBand eyebrow="Get started today" title={closingCta.title} lead={closingCta.lead}>
        <Button asChild size="lg">
          <Link to={landingLinks.getStarted.to}>{landingLinks.getStarted.label}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to={landingLinks.scheduleDemo.to}>{landingLinks.scheduleDemo.label}</Link>
        </Button>
      </PromoCtaBand>
    </>
  );
}
