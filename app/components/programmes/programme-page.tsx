import { ArrowRight, Check, CircleCheck, Clock, Gauge, MapPin, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ClosingCta } from '~/components/marketing/closing-cta';
import { StarRating } from '~/components/marketing/star-rating';
import { StatStrip } from '~/components/marketing/stat-strip';
import { FaqList } from '~/components/contact/faq-list';
import { PageHero } from '~/components/marketing/page-hero';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { academy } from '~/content/academy';
import { programmeFaqs } from '~/content/faqs';
import type { Programme, ProgrammeId } from '~/content/programmes';
import { programmeById } from '~/content/programmes';
import { cn } from '~/lib/cn';
import { formatNaira } from '~/lib/money';
import { seo } from '~/lib/seo';
import { programmeDetails } from './programme-details';
import { faqJsonLd, programmeJsonLd } from './programme-json-ld';
import { ProgrammePrice } from './programme-price';

export function programmeFor(id: ProgrammeId): Programme {
  const found = programmeById(id);
  if (!found) throw new Error(`No programme ${id}`);
  return found;
}

export function programmeMeta(p: Programme, siteUrl: string) {
  const price = p.price === null ? 'Entry by assessment' : `${p.duration}, now ${formatNaira(p.price)}`;
  return seo({
    siteUrl,
    title: `${p.title}: ${p.subtitle}`,
    description: `${p.description} ${price}.`,
    path: p.path,
    jsonLd: [programmeJsonLd(siteUrl, p), faqJsonLd(programmeFaqs[p.id])],
  });
}

/** Elite places follow an assessment, so its offer card asks for one instead of showing a price. */
function offerAction(p: Programme): string {
  return p.price === null ? 'Apply for Assessment' : p.primaryAction;
}

function OfferFact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: string }) {
  return (
    <div className="flex items-start gap-3 py-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <dt className="w-24 shrink-0 text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="text-sm font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function OfferCard({ p }: { p: Programme }) {
  return (
    <div className="rounded-3xl bg-white p-6 text-ink-900 shadow-2xl ring-1 ring-white/10 sm:p-8">
      <p className="eyebrow text-gold-700">Programme fee</p>
      <ProgrammePrice programme={p} className="mt-3" />
      <dl className="mt-6 divide-y divide-ink-900/10 border-y border-ink-900/10">
        <OfferFact icon={Clock} term="Duration">
          {p.duration}
        </OfferFact>
        <OfferFact icon={Gauge} term="Level">
          {p.level}
        </OfferFact>
        <OfferFact icon={UsersRound} term="Who it’s for">
          {p.audience}
        </OfferFact>
        <OfferFact icon={MapPin} term="Where">
          {academy.locations.map((l) => l.city).join(' or ')}
        </OfferFact>
      </dl>
      <div className="mt-4 flex items-center gap-2 text-sm text-ink-700">
        <StarRating rating={p.rating} />
        <span className="font-semibold text-ink-900">{p.rating.toFixed(1)}</span>
        <span>· {p.students} students</span>
      </div>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to="/application">
          {offerAction(p)}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <p className="mt-3 text-center text-xs text-ink-600">Applications reviewed within 24-48 hours</p>
    </div>
  );
}

function Curriculum({ p }: { p: Programme }) {
  const { phases } = programmeDetails[p.id];
  return (
    <section aria-labelledby="curriculum" className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="curriculum"
          eyebrow="The curriculum"
          title="Phase by Phase"
          lead={`${p.subtitle}. ${p.duration} in ${phases.length} phases, each with its own goal and a review before the next.`}
        />
        <ol
          className={cn(
            'mt-12 grid gap-4 md:grid-cols-2',
            phases.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
          )}
        >
          {phases.map((phase, i) => (
            <li
              key={phase.title}
              className="relative flex flex-col rounded-2xl bg-canvas p-6 ring-1 ring-ink-900/10"
            >
              <div className="flex items-center justify-between">
                <span className="eyebrow text-gold-700">{phase.period}</span>
                <span
                  aria-hidden
                  className="inline-flex size-10 items-center justify-center rounded-full bg-ink-950 font-display text-lg font-extrabold text-gold-300"
                >
                  {String(i + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-4 text-2xl leading-tight font-bold uppercase">{phase.title}</h3>
              <p className="mt-2 text-ink-600">{phase.focus}</p>
              <ul className="mt-4 space-y-2 border-t border-ink-900/10 pt-4 text-sm text-ink-800">
                {phase.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-naija-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function WhatYouGet({ p }: { p: Programme }) {
  return (
    <section aria-labelledby="what-you-get" className="bg-canvas py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading
          id="what-you-get"
          eyebrow="Included"
          title="What You Get"
          lead={`Everything in ${p.title}, at the Lagos or Abuja training centre.`}
        />
        <ul className="grid gap-3 sm:grid-cols-2">
          {p.features.map((feature) => (
            <li key={feature} className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-naija-700" />
              <span className="font-medium text-ink-800">{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhoItsFor({ p }: { p: Programme }) {
  const details = programmeDetails[p.id];
  const proOnly = p.audience === 'Professional boxers only';
  return (
    <section aria-labelledby="who-its-for" className="bg-ink-950 py-16 text-white sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <PhotoSlot
          slot={details.photo.slot}
          motif={proOnly ? 'corner' : 'gloves'}
          word="Train"
          className="aspect-[4/3] rounded-3xl ring-1 ring-white/10"
          tone={proOnly ? 'red' : 'gold'}
        />
        <div>
          {proOnly ? (
            <Badge tone="red" className="bg-corner-600">
              Professional boxers only
            </Badge>
          ) : null}
          <SectionHeading
            id="who-its-for"
            tone="dark"
            eyebrow="Who it’s for"
            title="Built For"
            className="mt-4"
          />
          <ul className="mt-8 space-y-3">
            {details.builtFor.map((item) => (
              <li key={item} className="flex gap-3 text-lg text-ink-300">
                <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-gold-400" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <p className="font-semibold text-white">{details.notFor.text}</p>
            <Link
              to={details.notFor.alternative.to}
              className="mt-3 inline-flex items-center gap-2 font-display font-bold tracking-wider text-gold-300 uppercase hover:text-gold-200"
            >
              {details.notFor.alternative.label}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function Questions({ p }: { p: Programme }) {
  return (
    <section aria-labelledby="programme-faqs" className="bg-white py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading
          id="programme-faqs"
          eyebrow="Questions"
          title="Before You Apply"
          lead="Anything else? Call or e-mail the admissions team: we answer within 24 hours."
        />
        <FaqList faqs={programmeFaqs[p.id]} className="bg-canvas" />
      </div>
    </section>
  );
}

/** One of the four programme pages: offer, outcomes, curriculum, inclusions, audience, questions. */
export function ProgrammePage({ programme: p }: { programme: Programme }) {
  const details = programmeDetails[p.id];
  return (
    <>
      <PageHero
        badge={`${p.duration} programme`}
        title={p.title}
        lead={p.description}
        aside={<OfferCard p={p} />}
      >
        <Button asChild size="lg">
          <Link to="/application">{p.primaryAction}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/book-consultation">Book Free Consultation</Link>
        </Button>
      </PageHero>
      <StatStrip stats={details.outcomes} label={`${p.title} in numbers`} />
      <Curriculum p={p} />
      <WhatYouGet p={p} />
      <WhoItsFor p={p} />
      <Questions p={p} />
      <ClosingCta
        id="programme-cta"
        eyebrow={p.title}
        heading={details.headline}
        body={
          p.price === null
            ? 'Apply now and we will invite you to an assessment with the coaching team, usually within a week.'
            : `${p.duration} for ${p.audience.toLowerCase()}. Enrol now and a coach will confirm your start date within 24-48 hours.`
        }
        primary={{ label: p.primaryAction, to: '/application' }}
        secondary={{ label: 'View All Programmes', to: '/training-programs' }}
      />
    </>
  );
}
