import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/courses';
import { CategoryLinks } from '~/components/courses/category-links';
import { ClosingCta } from '~/components/marketing/closing-cta';
import type { CardStyle } from '~/components/courses/course-card';
import { CourseCard } from '~/components/courses/course-card';
import { courseJsonLd } from '~/components/courses/course-json-ld';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { courseCategories, coursesOfCategory } from '~/content/course-categories';
import { courseById, courses, featuredCourseIds } from '~/content/courses';
import { formatNairaShort } from '~/lib/money';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

const featured = featuredCourseIds.map(courseById);

const cardStyle: CardStyle = {
  countLabel: 'lessons',
  studentsLabel: 'students',
  featureCount: 3,
  buttonLabel: 'View Course',
};

/** A static page: served as a document without the framework's scripts (decision 0034). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Boxing Courses',
    description:
      'Boxing courses from AJBXNG in six categories: beginner, advanced, psychology, fitness, business and lifestyle. Coached by the team behind a heavyweight champion.',
    path: '/courses',
    jsonLd: featured.map((course) => courseJsonLd(siteUrlOf(matches), course, '/courses')),
  });

export default function Courses() {
  return (
    <>
      <PageHero
        badge="Online Courses"
        title={
          <>
            Learn From the <span className="text-gradient-gold">Champion’s Corner</span>
          </>
        }
        lead={`${courses.length} courses in six categories: technique, conditioning, mindset, nutrition and the business of the sport, taught by the coaches behind a heavyweight champion.`}
      />

      <section aria-labelledby="featured-courses" className="bg-canvas py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
            <SectionHeading id="featured-courses" eyebrow="Most popular" title="Featured Courses" />
            <CategoryLinks />
          </div>
          <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((course) => (
              <CourseCard key={course.id} course={course} style={cardStyle} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="course-categories" className="bg-white py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="course-categories"
            eyebrow="Six categories"
            title="Find Your Category"
            lead="From your first jab to your first sponsorship deal: every category has its own page, coaches and courses."
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courseCategories.map((category) => {
              const list = coursesOfCategory(category);
              return (
                <li key={category.id}>
                  <Link
                    to={category.path}
                    className="group flex h-full flex-col rounded-2xl bg-ink-950 p-6 text-white ring-1 ring-ink-900/10 transition-colors hover:bg-ink-800 sm:p-8"
                  >
                    <span className="eyebrow text-gold-300">{category.badge}</span>
                    <span className="mt-3 font-display text-3xl leading-none font-extrabold uppercase">
                      {category.headline}
                    </span>
                    <span className="mt-auto flex items-end justify-between gap-4 pt-6 text-sm text-ink-300">
                      <span>
                        {list.length} courses · from {formatNairaShort(Math.min(...list.map((c) => c.price)))}
                      </span>
                      <ArrowRight
                        aria-hidden
                        className="size-5 shrink-0 text-gold-300 transition-transform group-hover:translate-x-1"
                      />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <ClosingCta
        id="courses-cta"
        eyebrow="Not sure where to start?"
        heading="Talk to a Coach First"
        body="A free 30-minute consultation with one of our coaches will point you to the course or programme that fits your level and your goals."
        primary={{ label: 'Book Free Consultation', to: '/book-consultation' }}
        secondary={{ label: 'View Training Programs', to: '/training-programs' }}
      />
    </>
  );
}
