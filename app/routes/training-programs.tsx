import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/training-programs';
import { ClosingCta } from '~/components/marketing/closing-cta';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { ProgrammeCard } from '~/components/programmes/programme-card';
import { programmeJsonLd } from '~/components/programmes/programme-json-ld';
import { Button } from '~/components/ui/button';
import { programmes } from '~/content/programmes';
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
    title: 'Training Programs',
    description:
      'Four boxing programmes at the AJBXNG academy in Lagos and Abuja: Fundamentals Mastery for beginners, the Elite Championship Course, and Mental Champion and Performance Elite for professionals.',
    path: '/training-programs',
    jsonLd: programmes.map((p) => programmeJsonLd(siteUrlOf(matches), p)),
  });

const steps = [
  {
    title: 'Apply',
    body: 'Choose a programme and send the application. We review every one within 24 to 48 hours.',
  },
  {
    title: 'Meet a coach',
    body: 'A call or a session at the gym to agree your goals and check the programme fits your level.',
  },
  {
    title: 'Clear the medical',
    body: 'Bring a medical clearance certificate and a valid ID; under-18s also bring a parent’s consent.',
  },
  {
    title: 'Start training',
    body: 'Pick your sessions at the Lagos or Abuja centre and start your first block.',
  },
] as const;

export default function TrainingPrograms() {
  return (
    <>
      <PageHero
        badge="Training Programs"
        title={
          <>
            Four Programmes. <span className="text-gradient-gold">One Champion’s Standard.</span>
          </>
        }
        lead="Coached in Lagos and Abuja by the team behind a heavyweight champion: from your first jab to title fights, with a programme for every stage of a boxing life."
      >
        <Button asChild size="lg">
          <a href="#programmes">
            Compare Programmes
            <ArrowDown aria-hidden />
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/book-consultation">Book Free Consultation</Link>
        </Button>
      </PageHero>

      <section id="programmes" aria-labelledby="programmes-heading" className="bg-canvas py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="programmes-heading"
            eyebrow="Programmes"
            title="Choose Your Programme"
            lead="Every programme is coached in person, with medical clearance, safe sparring and a clear plan from the first week."
          />
          <div className="mt-12 grid gap-6 lg:grid-cols-2">
            {programmes.map((programme) => (
              <ProgrammeCard key={programme.id} programme={programme} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="how-to-join" className="bg-white py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading id="how-to-join" eyebrow="How to join" title="From Application to First Session" />
          <ol className="mt-12 grid gap-px overflow-hidden rounded-2xl bg-ink-900/10 ring-1 ring-ink-900/10 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title} className="bg-white p-6 sm:p-8">
                <span aria-hidden className="font-display text-5xl leading-none font-extrabold text-gold-600">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-4 text-2xl leading-tight font-bold uppercase">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ClosingCta
        id="programmes-cta"
        eyebrow="Free, 30 minutes, no obligation"
        heading="Not Sure Which Programme Fits?"
        body="Talk it through with one of our coaches. You will leave the call with a clear recommendation and a plan for your first month."
        primary={{ label: 'Book Free Consultation', to: '/book-consultation' }}
        secondary={{ label: 'Browse Online Courses', to: '/courses' }}
      />
    </>
  );
}
