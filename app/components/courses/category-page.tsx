import { ArrowDown, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '~/components/marketing/page-hero';
import type { Motif } from '~/components/marketing/brand-art';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Button } from '~/components/ui/button';
import type { CourseCategory } from '~/content/course-categories';
import { coursesOfCategory } from '~/content/course-categories';
import { cn } from '~/lib/cn';
import { formatNairaShort } from '~/lib/money';
import { seo } from '~/lib/seo';
import { ClosingCta } from '~/components/marketing/closing-cta';
import { CourseCard } from './course-card';
import { courseJsonLd } from './course-json-ld';
import { StarRating } from '~/components/marketing/star-rating';
import { StatStrip } from '~/components/marketing/stat-strip';

export function categoryMeta(category: CourseCategory, siteUrl: string) {
  return seo({
    siteUrl,
    title: `${category.badge}: ${category.headline}`,
    description: category.metaDescription,
    path: category.path,
    jsonLd: coursesOfCategory(category).map((course) => courseJsonLd(siteUrl, course, category.path)),
  });
}

/** Each category's drawn subject until its photo is uploaded. */
const categoryMotif: Record<CourseCategory['id'], Motif> = {
  beginner: 'gloves',
  advanced: 'corner',
  psychology: 'belt',
  fitness: 'bag',
  business: 'belt',
  lifestyle: 'gloves',
};

function HeroAside({ category }: { category: CourseCategory }) {
  const list = coursesOfCategory(category);
  const top = list.reduce((best, c) => (c.rating > best.rating ? c : best));
  const from = Math.min(...list.map((c) => c.price));
  return (
    <div className="relative">
      <PhotoSlot
        slot={`courses-${category.id}-hero`}
        motif={categoryMotif[category.id]}
        word={category.name}
        sizes="(min-width: 1024px) 40vw, 0px"
        className="hidden aspect-[5/6] rounded-3xl ring-1 ring-white/10 lg:block"
        priority
      />
      <div className="max-w-sm rounded-2xl bg-white p-5 text-ink-900 shadow-2xl lg:absolute lg:-bottom-6 lg:-left-6 lg:w-72">
        <p className="eyebrow text-gold-700">Top rated</p>
        <p className="mt-1 font-display text-xl leading-tight font-bold uppercase">{top.title}</p>
        <div className="mt-2 flex items-center gap-2 text-sm">
          <StarRating rating={top.rating} />
          <span className="font-semibold">{top.rating.toFixed(1)}</span>
        </div>
        <p className="mt-3 border-t border-ink-900/10 pt-3 text-sm text-ink-600">
          {list.length} courses from <span className="font-bold text-ink-900">{formatNairaShort(from)}</span>
        </p>
      </div>
    </div>
  );
}

function Tiles({ category }: { category: CourseCategory }) {
  if (!category.tiles) return null;
  const headingId = `${category.id}-skills`;
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id={headingId}
          eyebrow={`${category.name} skills`}
          title={category.tiles.heading}
          lead={category.tiles.lead}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {category.tiles.items.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl bg-canvas p-5 ring-1 ring-ink-900/10 sm:block sm:p-8"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-950 text-gold-300">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-2xl leading-tight font-bold uppercase sm:mt-5">{title}</h3>
                <p className="mt-1 leading-relaxed text-ink-600 sm:mt-2">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Prerequisites({ category }: { category: CourseCategory }) {
  if (!category.prerequisites) return null;
  const headingId = `${category.id}-prerequisites`;
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-center">
        <SectionHeading
          id={headingId}
          eyebrow="Before you apply"
          title="Prerequisites"
          lead="The advanced courses move fast and spar hard. To keep every session safe and worthwhile, we ask for:"
        />
        <ul className="grid gap-3 sm:grid-cols-2">
          {category.prerequisites.map((item) => (
            <li key={item} className="flex gap-3 rounded-2xl bg-canvas p-5 ring-1 ring-ink-900/10">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-naija-700" />
              <span className="font-medium text-ink-800">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CourseGrid({ category }: { category: CourseCategory }) {
  const list = coursesOfCategory(category);
  const headingId = `${category.id}-courses`;
  return (
    <section id="courses" aria-labelledby={headingId} className="bg-canvas py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id={headingId}
          eyebrow={`${list.length} ${category.badge.toLowerCase()}`}
          title={`Choose Your ${category.name} Course`}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              style={{ ...category, flagElite: category.id === 'advanced' }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function Benefits({ category }: { category: CourseCategory }) {
  const headingId = `${category.id}-benefits`;
  const { items } = category.benefits;
  return (
    <section aria-labelledby={headingId} className="bg-ink-950 py-16 text-white sm:py-24">
      <div className="container-page">
        <SectionHeading
          id={headingId}
          tone="dark"
          eyebrow={`Why ${category.name.toLowerCase()} courses`}
          title={category.benefits.heading}
          lead={category.benefits.lead}
        />
        <ol
          className={cn(
            'mt-12 grid gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 sm:grid-cols-2',
            items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
          )}
        >
          {items.map(({ icon: Icon, title, description }, i) => (
            <li key={title} className="bg-ink-950 p-6 sm:p-8">
              {Icon ? (
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/30">
                  <Icon aria-hidden className="size-6" />
                </span>
              ) : (
                <span aria-hidden className="font-display text-5xl leading-none font-extrabold text-gold-400">
                  {String(i + 1).padStart(2, '0')}
                </span>
              )}
              <h3 className="mt-5 text-2xl leading-tight font-bold uppercase">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-300">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** One course category page (SPEC §2's table): hero, stats, skills, cards, benefits, closing call. */
export function CategoryPage({ category }: { category: CourseCategory }) {
  return (
    <>
      <PageHero
        badge={category.badge}
        title={category.headline}
        lead={category.lead}
        aside={<HeroAside category={category} />}
      >
        <Button asChild size="lg">
          <a href="#courses">
            See the Courses
            <ArrowDown aria-hidden />
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/book-consultation">Book Free Consultation</Link>
        </Button>
      </PageHero>
      <StatStrip stats={category.stats} label={`${category.badge} in numbers`} />
      <Tiles category={category} />
      <Prerequisites category={category} />
      <CourseGrid category={category} />
      <Benefits category={category} />
      <ClosingCta
        id={`${category.id}-cta`}
        eyebrow={category.badge}
        heading={category.cta.heading}
        body={category.cta.body}
        primary={{ label: category.cta.label, to: category.cta.to }}
        secondary={{ label: 'View All Courses', to: '/courses' }}
      />
    </>
  );
}
