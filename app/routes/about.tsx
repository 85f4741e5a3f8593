import type { LucideIcon } from 'lucide-react';
import { Flag, Medal, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/about';
import { PageHero } from '~/components/marketing/page-hero';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { PromoCtaBand } from '~/components/marketing/promo-cta-band';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Button } from '~/components/ui/button';
import type { Achievement } from '~/content/about';
import { achievements, founder, timeline } from '~/content/about';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

const achievementIcon: Record<Achievement['icon'], LucideIcon> = {
  medal: Medal,
  trophy: Trophy,
  flag: Flag,
  users: Users,
};

/** A static page: served as a document without the framework's scripts (decision 0034). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'About AJ, Founder of AJBXNG',
    description:
      'The story of AJ, Olympic and world heavyweight champion with Nigerian roots, and why he founded the AJBXNG boxing academy in Lagos and Abuja.',
    path: '/about',
  });

export default function About() {
  return (
    <>
      <PageHero
        badge="About AJ"
        title={
          <>
            The Champion Behind <span className="text-gradient-gold">the Academy</span>
          </>
        }
        lead={founder.intro}
        aside={
          <div className="relative mx-auto max-w-md lg:max-w-none">
            <PhotoSlot
              slot="about-aj-portrait"
              motif="belt"
              word="AJ"
              sizes="(min-width: 1024px) 40vw, 100vw"
              priority
              className="aspect-[4/3] rounded-3xl ring-1 ring-white/10 sm:aspect-[4/5]"
            />
            <div className="absolute inset-x-4 bottom-4 rounded-2xl bg-ink-950/85 p-5 ring-1 ring-white/15 backdrop-blur-md">
              <p className="eyebrow text-gold-300">{founder.roots}</p>
              <p className="mt-1 font-display text-2xl leading-tight font-extrabold uppercase">
                {founder.title}
              </p>
            </div>
          </div>
        }
      >
        <Button asChild size="lg">
          <Link to="/academy-application">Train at AJ&rsquo;s Academy</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/training-programs">See the Programmes</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="story-title" className="py-20 sm:py-28">
        <div className="container-page grid gap-12 lg:grid-cols-[0.9fr_1.1fr]">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeading
              id="story-title"
              eyebrow="The career"
              title="From the Amateur Ring to World Champion"
            />
            <figure className="mt-10 border-l-4 border-gold-500 pl-6">
              <blockquote className="font-display text-2xl leading-snug font-bold text-ink-900 uppercase">
                <p>{founder.quote}</p>
              </blockquote>
              <figcaption className="mt-3 text-sm text-ink-600">The idea behind AJBXNG</figcaption>
            </figure>
          </div>
          <div className="space-y-6 text-lg leading-relaxed text-ink-700">
            {founder.biography.map((paragraph, i) => (
              <p
                key={i}
                className={
                  i === 0
                    ? 'text-xl text-ink-900 first-letter:float-left first-letter:mr-3 first-letter:font-display first-letter:text-7xl first-letter:leading-[0.8] first-letter:font-extrabold first-letter:text-gold-600'
                    : undefined
                }
              >
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="achievements-title" className="bg-ink-900 py-20 text-white sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="achievements-title"
            tone="dark"
            eyebrow="Achievements"
            title="A Champion's Record"
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {achievements.map((achievement) => {
              const Icon = achievementIcon[achievement.icon];
              return (
                <li key={achievement.title} className="rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
                  <span className="grid size-12 place-items-center rounded-xl bg-gold-400 text-ink-950">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="mt-6 text-2xl leading-none font-extrabold uppercase">{achievement.title}</h3>
                  <p className="mt-3 text-sm leading-relaxed text-ink-300">{achievement.detail}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="timeline-title" className="py-20 sm:py-28">
        <div className="container-page">
          <SectionHeading
            id="timeline-title"
            eyebrow="Timeline"
            title="The Journey in Eight Chapters"
            lead="From a first session in an amateur gym to building Nigeria's road to London."
          />
          <ol className="relative mt-14 grid gap-x-10 gap-y-10 before:absolute before:top-2 before:bottom-2 before:left-[0.6875rem] before:w-0.5 before:bg-ink-900/10 md:grid-cols-2 md:before:hidden lg:grid-cols-4">
            {timeline.map((entry) => (
              <li key={entry.title} className="relative pl-12 md:pl-0">
                <span
                  aria-hidden
                  className="absolute top-1 left-0 grid size-6 place-items-center rounded-full bg-ink-900 ring-4 ring-canvas md:top-0 md:-translate-y-1/2"
                >
                  <span className="size-2 rounded-full bg-gold-400" />
                </span>
                <div className="md:border-t-2 md:border-ink-900/10 md:pt-7">
                  <p className="eyebrow text-gold-700">
                    {entry.chapter}
                    <span className="sr-only"> of {timeline.length}</span>
                  </p>
                  <h3 className="mt-2 text-3xl leading-none font-extrabold uppercase">{entry.title}</h3>
                  <p className="mt-3 max-w-md leading-relaxed text-ink-600">{entry.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <PromoCtaBand
        eyebrow="Your turn"
        title="Train Where Champions Are Made"
        lead="Apply to the academy in Lagos or Abuja and start on the same road: fundamentals, competition, and for the best, London."
      >
        <Button asChild size="lg">
          <Link to="/academy-application">Apply to the Academy</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/success-stories">Read Success Stories</Link>
        </Button>
      </PromoCtaBand>
    </>
  );
}
