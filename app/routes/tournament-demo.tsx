import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/tournament-demo';
import { PageHero } from '~/components/marketing/page-hero';
import { PromoCtaBand } from '~/components/marketing/promo-cta-band';
import { SectionHeading } from '~/components/marketing/section-heading';
import { DemoTabs } from '~/features/demo/components/demo-tabs';
import { DemoWalkthrough } from '~/features/demo/components/demo-walkthrough';
import { Button } from '~/components/ui/button';
import { demoMatches, demoSteps, demoTimeline, demoTournament } from '~/content/demo';
import { landingLinks } from '~/content/platform';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import tournamentDemoScript from '~/document-scripts/tournament-demo.ts?document-script';

/**
 * A document without the framework (decision 0034; issue 29's blocking time on phones): its own small
 * script runs the walkthrough and the tabs on the markup their components draw.
 */
export const handle: DocumentHandle = { hydrate: false, script: tournamentDemoScript };

/** The same page for everyone: a visitor's copy may be kept (decision 0023). */
export function headers() {
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Tournament Platform Demo',
    description:
      'Watch a boxing tournament run on AJBXNG in four steps: create it, register and weigh in, score live matches and publish results.',
    path: '/tournament-demo',
  });

export default function TournamentDemo() {
  return (
    <>
      <PageHero
        badge="Interactive Demo"
        title={
          <>
            See a Tournament Run, <span className="text-gradient-gold">Start to Finish</span>
          </>
        }
        lead="A sample tournament on the AJBXNG platform: follow the four steps, then explore the bracket, the live matches and the results. Nothing here is saved."
      >
        <Button asChild size="lg">
          <Link to={landingLinks.start.to}>
            {landingLinks.start.label}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to={landingLinks.scheduleDemo.to}>Book a Live Demo</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="walkthrough-title" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="walkthrough-title"
            eyebrow="How it works"
            title="Four Steps to Fight Night"
            lead="The walkthrough moves on every three seconds. Pause it, or step through at your own pace."
          />
          <div className="mt-10">
            <DemoWalkthrough steps={demoSteps} tournament={demoTournament} matches={demoMatches} />
          </div>
        </div>
      </section>

      <section aria-labelledby="explore-title" className="bg-white py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="explore-title"
            eyebrow="Explore the demo tournament"
            title={`Inside the ${demoTournament.name}`}
          />
          <div className="mt-10">
            <DemoTabs tournament={demoTournament} matches={demoMatches} timeline={demoTimeline} />
          </div>
        </div>
      </section>

      <PromoCtaBand
        eyebrow="Your tournament next"
        title="Ready to Run Your Own?"
        lead="Set up your academy in minutes, or let our team walk you through the platform live."
      >
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
