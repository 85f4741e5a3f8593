import { ArrowRight, Award, BookOpen, CheckCircle2, GraduationCap, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/my-courses';
import { PageHero } from '~/components/marketing/page-hero';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { SitePhotosProvider } from '~/components/marketing/site-photo';
import { requireViewer } from '~/features/auth';
import { myCourses, taughtCourses } from '~/features/learning';
import { sitePhotos } from '~/features/site-media/photos.server';

/**
 * My Courses (issue 34): each online course the person is enrolled on, their progress, and where to go on; and
 * for an instructor, the courses they teach ("You teach"), each with its editor.
 */

export const meta: Route.MetaFunction = () => [
  { title: 'My Courses | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  return {
    courses: await myCourses(db, viewer),
    taught: await taughtCourses(db, viewer),
    photos: await sitePhotos(db),
    admin: viewer.role === 'admin',
  };
}

function YouTeach({ taught }: { taught: Route.ComponentProps['loaderData']['taught'] }) {
  return (
    <section aria-labelledby="you-teach" className="mb-12">
      <h2 id="you-teach" className="text-3xl leading-none font-extrabold uppercase">
        You teach
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {taught.map((course) => (
          <li
            key={course.slug}
            className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-ink-950 p-6 text-white"
          >
            <div className="min-w-0">
              <p className="eyebrow text-gold-300">Instructor</p>
              <p className="mt-1 font-display text-2xl font-bold">
                <Link to={course.path} className="underline-offset-4 hover:underline">
                  {course.title}
                </Link>
              </p>
            </div>
            <Link
              to={course.editor}
              className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-5 py-2.5 font-semibold text-ink-950 hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
            >
              <PenLine aria-hidden className="size-4" />
              Edit its lessons
              <span className="sr-only">: {course.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyCoursesPage({ loaderData }: Route.ComponentProps) {
  const { courses, taught } = loaderData;
  return (
    <SitePhotosProvider photos={loaderData.photos}>
      <PageHero
        badge="Learning area"
        title="My Courses"
        lead="Your online courses, lesson by lesson: pick up where you left off."
      />
      <div className="bg-canvas py-12 sm:py-16">
        <div className="container-page">
          {taught.length > 0 ? <YouTeach taught={taught} /> : null}
          {courses.length === 0 && taught.length > 0 ? null : courses.length === 0 ? (
            <div className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center ring-1 ring-ink-900/10">
              <GraduationCap aria-hidden className="mx-auto size-10 text-gold-600" />
              <h2 className="mt-4 font-display text-2xl font-bold">No courses yet</h2>
              <p className="mt-2 text-ink-700">
                {loaderData.admin
                  ? 'Admins open any course’s lessons from its page.'
                  : 'A course you buy appears here, with your progress through its lessons.'}
              </p>
              <Link
                to="/courses"
                className="mt-6 inline-flex items-center gap-2 font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                Browse the online courses <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2" aria-label="My Courses">
              {courses.map((course) => (
                <li
                  key={course.slug}
                  className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-900/10"
                >
                  <PhotoSlot slot={course.image} word={course.level} className="aspect-[16/7]">
                    <span className="sr-only">{course.imageAlt}</span>
                  </PhotoSlot>
                  <div className="flex flex-1 flex-col gap-4 p-6">
                    <div>
                      <h2 className="font-display text-2xl font-bold text-ink-950">
                        <Link to={course.path} className="underline-offset-4 hover:underline">
                          {course.title}
                        </Link>
                      </h2>
                      <p className="mt-1 text-sm text-ink-600">
                        {course.instructor} · {course.level}
                      </p>
                    </div>
                    <div>
                      <div className="flex items-baseline justify-between text-sm font-semibold">
                        <span className="text-ink-800">
                          {course.done} of {course.lessons} lessons done
                        </span>
                        <span className="text-gold-700 tabular-nums">{course.percent}%</span>
                      </div>
                      <div
                        role="progressbar"
                        aria-label={`${course.title}: progress`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={course.percent}
                        className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-900/10"
                      >
                        <div
                          className="h-full rounded-full bg-gold-500"
                          style={{ width: `${course.percent}%` }}
                        />
                      </div>
                    </div>
                    <div className="mt-auto">
                      {course.next === null ? (
                        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                          <p className="flex items-center gap-2 font-semibold text-naija-700">
                            <CheckCircle2 aria-hidden className="size-5" /> Course complete
                          </p>
                          {course.certificate ? (
                            <Link
                              to={course.certificate}
                              className="inline-flex items-center gap-2 font-semibold text-red-700 underline-offset-4 hover:underline"
                            >
                              <Award aria-hidden className="size-4" /> Your certificate
                              <span className="sr-only">: {course.title}</span>
                            </Link>
                          ) : null}
                        </div>
                      ) : (
                        <Link
                          to={`/my-courses/${course.slug}/${course.next}`}
                          className="inline-flex items-center gap-2 rounded-full bg-ink-950 px-5 py-2.5 font-semibold text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
                        >
                          <BookOpen aria-hidden className="size-4" />
                          {course.done === 0 ? 'Start' : 'Continue'}: lesson {course.next}
                          <span className="sr-only"> of {course.title}</span>
                        </Link>
                      )}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </SitePhotosProvider>
  );
}
