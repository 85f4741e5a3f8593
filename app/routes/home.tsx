import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { AcademyPathway } from '~/components/home/academy-pathway';
import { HeroShowcase } from '~/components/home/hero-showcase';
import { ProgrammeGrid } from '~/components/home/programme-grid';
import { WatchTraining } from '~/components/home/watch-training';
import { PageHero } from '~/components/marketing/page-hero';
import { PromoSponsorWall } from '~/components/marketing/promo-sponsor-wall';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Button } from '~/components/ui/button';
import { academy, academyFigures } from '~/content/academy';
import { programmes } from '~/content/programmes';
import type { DocumentHandle } from '~/lib/document-only';
import { absoluteUrl, seo, siteUrlOf } from '~/lib/seo';
import homeScript from '~/document-scripts/home.ts?document-script';

const heroClaims = [
  {
    value: academyFigures.championsTrained.value,
    label: `${academyFigures.championsTrained.label} ${academyFigures.championsTrained.since}`,
  },
  academyFigures.yearsExperience,
  { value: '24/7', label: 'Training Access' },
] as const;

const sportsOrganization = (siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'SportsOrganization',
  name: academy.name,
  alternateName: academy.shortName,
  sport: 'Boxing',
  url: absoluteUrl(siteUrl, '/'),
  logo: absoluteUrl(siteUrl, '/favicon.svg'),
  email: academy.email,
  telephone: academy.phone,
  slogan: academy.tagline,
  location: academy.locations.map((location) => ({
    '@type': 'SportsActivityLocation',
    name: location.name,
    description: location.role,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.street,
      addressLocality: location.city,
      addressRegion: location.region,
      addressCountry: location.country,
    },
  })),
});

/**
 * The home page is a document, not an app (decision 0034): served without React and the router's scripts
 * (their ~107 KB gz alone were the page's whole JavaScript budget), with one small script of its own for the
 * account corner, the phone menu's label and the film dialog. Links from here are full page loads.
 */
export const handle: DocumentHandle = { hydrate: false, script: homeScript };

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlOf(matches);
  return seo({
    siteUrl,
    title: 'AJBXNG Boxing Academy | Train Like a Champion',
    description:
      "Nigeria's championship boxing academy in Lagos and Abuja: four training programmes, the AJ Elite Cup tournament pathway and a London bootcamp for the top 20 athletes.",
    path: '/',
    jsonLd: sportsOrganization(siteUrl),
  });
};

export default function Home() {
  return (
    <>
      <PageHero
        badge="Nigeria's Championship Boxing Academy"
        title={
          <>
            Train Like a <span className="text-gradient-gold">Champion</span>
          </>
        }
        lead="World-class coaching in Lagos and Abuja at the academy founded by AJ, Olympic and world heavyweight champion. Build the skills, fitness and mindset to win, with a pathway from the AJ Elite Cup all the way to London."
        aside={<HeroShowcase />}
      >
        <Button asChild size="lg">
          <Link to="/academy-application">
            Start Your Journey
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <WatchTraining />
        <dl className="mt-6 grid basis-full grid-cols-3 gap-4 border-t border-white/10 pt-8">
          {heroClaims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-xs font-medium tracking-wide text-ink-300 uppercase sm:text-sm">
                {claim.label}
              </dt>
              <dd className="font-display text-4xl leading-none font-extrabold text-white sm:text-5xl">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <AcademyPathway />

      <section
        id="programs"
        aria-labelledby="programs-title"
        className="bg-ink-900 py-20 text-white sm:py-28"
      >
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeading
              id="programs-title"
              tone="dark"
              eyebrow="Training programmes"
              title="Four Programmes. One Standard."
              lead="From your first stance to a professional fight camp, every programme is coached to the standard AJ trained at."
            />
            <Button asChild variant="outline" className="text-white">
              <Link to="/training-programs">Compare All Programmes</Link>
            </Button>
          </div>
          <div className="mt-12">
            <ProgrammeGrid programmes={programmes} />
          </div>
        </div>
      </section>

      <section aria-labelledby="sponsors-title" className="bg-canvas py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="sponsors-title"
            align="center"
            eyebrow="Our partners"
            title="Backed by Nigeria's Best"
            lead="The brands and public offices that fund kit, tournaments and bootcamp places for our athletes."
          />
          <PromoSponsorWall className="mt-12" />
        </div>
      </section>
    </>
  );
}
