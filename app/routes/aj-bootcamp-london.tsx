import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  ArrowRight,
  CalendarDays,
  Check,
  Dumbbell,
  GraduationCap,
  House,
  Mic,
  Plane,
  Swords,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/aj-bootcamp-london';
import { PageHero } from '~/components/marketing/page-hero';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { PromoCtaBand } from '~/components/marketing/promo-cta-band';
import { PromoSponsorWall } from '~/components/marketing/promo-sponsor-wall';
import { PromoStatStrip } from '~/components/marketing/promo-stat-strip';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Button } from '~/components/ui/button';
import type { LondonExperience } from '~/content/bootcamp';
import { bootcampFacts, highlights, londonExperience, selectionPath } from '~/content/bootcamp';
import { seo, siteUrlOf } from '~/lib/seo';
import { publishedCohort } from '~/features/rankings';
import { BootcampCohort } from '~/features/rankings/components/bootcamp-cohort';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

const experienceIcon: Record<LondonExperience['icon'], LucideIcon> = {
  dumbbell: Dumbbell,
  swords: Swords,
  activity: Activity,
  graduation: GraduationCap,
  mic: Mic,
  home: House,
};

/** A document without the framework: nothing on it needs React in the browser (issue 29's blocking time). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'AJ Bootcamp London',
    description:
      'The top 20 athletes from regional and national tournaments and the AJ Elite Cup train in London for 6-12 weeks. See how selection works and what the bootcamp offers.',
    path: '/aj-bootcamp-london',
  });

/** The published cohort (issue 33): the same for every visitor, kept by the public page cache. */
export async function loader({ context }: Route.LoaderArgs) {
  return { cohort: await publishedCohort(context.services.database.db) };
}

export default function AjBootcampLondon({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="AJ Bootcamp London"
        title={
          <>
            The Road to <span className="text-gradient-gold">London</span>
          </>
        }
        lead="Every year the top 20 athletes from our regional and national tournaments and the AJ Elite Cup are invited to London for 6-12 weeks of elite training, sparring and sports science."
        aside={
          <div className="relative mx-auto max-w-md lg:max-w-none">
            <PhotoSlot
              slot="bootcamp-london"
              motif="corner"
              word="London"
              sizes="(min-width: 1024px) 40vw, 100vw"
              tone="red"
              priority
              className="aspect-[16/10] rounded-3xl ring-1 ring-white/10 sm:aspect-[4/3]"
            />
            <div className="absolute bottom-4 left-4 rounded-2xl bg-white p-4 text-ink-900 shadow-2xl sm:p-5">
              <p className="eyebrow text-gold-700">Next cohort</p>
              <p className="mt-1 flex items-center gap-2 font-display text-2xl font-extrabold uppercase">
                <CalendarDays aria-hidden className="size-5 text-gold-600" />
                20 athletes · 6-12 weeks
              </p>
            </div>
          </div>
        }
      >
        <Button asChild size="lg">
          <Link to="/academy-application">
            Apply to the Academy
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/tournament-schedule">View Tournament Schedule</Link>
        </Button>
      </PageHero>

      <section aria-label="The bootcamp in numbers" className="relative pt-8 pb-4 sm:-mt-10 sm:pt-0">
        <div className="container-page">
          <PromoStatStrip stats={bootcampFacts} className="shadow-[0_24px_48px_-24px_rgb(0_0_0/0.35)]" />
        </div>
      </section>

      <section aria-labelledby="selection-title" className="py-20 sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="selection-title"
            eyebrow="Selection path"
            title="Earn Your Place"
            lead="There is no application for London. Places are won in the ring, in three stages."
          />
          <ol className="mt-12 grid gap-5 lg:grid-cols-3">
            {selectionPath.map((stage, i) => (
              <li
                key={stage.step}
                className="relative rounded-2xl bg-white p-7 ring-1 ring-ink-900/10 lg:pr-10"
              >
                <p aria-hidden className="font-display text-6xl leading-none font-extrabold text-gold-600">
                  {stage.step}
                </p>
                <h3 className="mt-4 text-3xl leading-none font-extrabold uppercase">{stage.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-600">{stage.detail}</p>
                {i < selectionPath.length - 1 ? (
                  <span
                    aria-hidden
                    className="absolute top-1/2 -right-4 z-10 hidden size-8 -translate-y-1/2 place-items-center rounded-full bg-ink-900 text-gold-400 lg:grid"
                  >
                    <ArrowRight className="size-4" />
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <BootcampCohort cohort={loaderData.cohort} />

      <section aria-labelledby="experience-title" className="bg-ink-950 py-20 text-white sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="experience-title"
            tone="dark"
            eyebrow="The London experience"
            title="Six to Twelve Weeks That Change a Career"
            lead="Full-time training in one of the world's great boxing cities, with everything around it taken care of."
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {londonExperience.map((item) => {
              const Icon = experienceIcon[item.icon];
              return (
                <li key={item.title} className="rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
                  <Icon aria-hidden className="size-7 text-gold-400" />
                  <h3 className="mt-5 text-2xl leading-none font-extrabold uppercase">{item.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-300">{item.detail}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="highlights-title" className="py-20 sm:py-28">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="highlights-title" eyebrow="Highlights" title="What the Top 20 Get" />
            <ul className="mt-8 space-y-4">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 text-lg text-ink-800">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold-400 text-ink-950">
                    <Check aria-hidden className="size-4" strokeWidth={3} />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative">
            <PhotoSlot
              slot="bootcamp-sparring"
              motif="gloves"
              word="Spar"
              tone="steel"
              className="aspect-[4/3] rounded-3xl"
            />
            <div
              aria-hidden
              className="absolute inset-x-4 bottom-4 flex items-center gap-4 rounded-2xl bg-white p-5 shadow-2xl sm:inset-x-6 sm:bottom-6"
            >
              <p className="font-display leading-none font-extrabold uppercase">
                <span className="block text-4xl">LOS</span>
                <span className="text-xs tracking-widest text-ink-600">Lagos</span>
              </p>
              <span className="relative h-px flex-1 border-t-2 border-dashed border-ink-900/25">
                <Plane className="absolute -top-[0.6875rem] left-1/2 size-5 -translate-x-1/2 rotate-45 text-gold-600" />
              </span>
              <p className="text-right font-display leading-none font-extrabold uppercase">
                <span className="block text-4xl">LON</span>
                <span className="text-xs tracking-widest text-ink-600">London</span>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="bootcamp-sponsors-title" className="bg-white py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="bootcamp-sponsors-title"
            align="center"
            eyebrow="Made possible by"
            title="Our Bootcamp Partners"
            lead="Travel, accommodation and training places in London are funded by the academy's partners."
          />
          <PromoSponsorWall className="mt-12" />
        </div>
      </section>

      <PromoCtaBand
        eyebrow="Start the road"
        title="Your Place in London Is Won in the Ring"
        lead="Join the academy to train for the circuit, and check the calendar for the next regional and national tournaments."
      >
        <Button asChild size="lg">
          <Link to="/academy-application">Apply to the Academy</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/tournament-schedule">View Tournament Schedule</Link>
        </Button>
      </PromoCtaBand>
    </>
  );
}
