import {
  ArrowLeft,
  ArrowRight,
  Captions,
  CheckCircle2,
  Circle,
  Clock,
  Gauge,
  Lock,
  PlayCircle,
} from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/my-courses.$course.$lesson';
import { Button } from '~/components/ui/button';
import { requireViewer } from '~/features/auth';
import { completeLesson, lessonMediaUrls, lessonPage } from '~/features/learning';
import { LessonText } from '~/features/learning/components/lesson-text';
import { courseBySlugOnly, coursePath } from '~/content/courses';
import { isServiceError } from '@server/service-error';

/**
 * A lesson of an online course (issue 34): its text, its video where one is uploaded, and its short check;
 * answered right, the lesson counts as done (saved on the server) and the next one opens. Its learners and
 * admins only: anyone else gets a 403 page that says how to enrol.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && 'lesson' in loaderData
        ? `${loaderData.lesson.title} | ${loaderData.course.title} | AJBXNG`
        : 'Lesson | AJBXNG',
  },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

function positionOf(raw: string): number {
  return /^\d{1,4}$/.test(raw) ? Number(raw) : -1;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  try {
    const page = await lessonPage(
      context.services.database.db,
      viewer,
      params.course,
      positionOf(params.lesson),
    );
    // The store's keys stay on the server: the page is given the addresses that check who asks.
    const { videoKey, captionsKey, ...lesson } = page.lesson;
    return { ...page, lesson: { ...lesson, ...lessonMediaUrls({ id: lesson.id, videoKey, captionsKey }) } };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const course = courseBySlugOnly(params.course);
    if (error.status === 403 && course)
      return data({ locked: { title: course.title, path: coursePath(course) } }, { status: 403 });
    throw data(error.body, { status: error.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  const form = await request.formData();
  const rawAnswer = form.get('answer');
  const lessonId = Number(form.get('lessonId'));
  try {
    const done = await completeLesson(db, viewer, lessonId, {
      answer: typeof rawAnswer === 'string' && /^\d{1,2}$/.test(rawAnswer) ? Number(rawAnswer) : undefined,
    });
    const to =
      done.next !== null && !done.courseComplete
        ? `/my-courses/${encodeURIComponent(params.course)}/${done.next}`
        : `/my-courses/${encodeURIComponent(params.course)}/${positionOf(params.lesson)}?done=1`;
    return redirect(to, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data({ message: error.message }, { status: error.status });
  }
}

export default function LessonRoute({ loaderData, actionData }: Route.ComponentProps) {
  if ('locked' in loaderData) return <Locked {...loaderData.locked} />;
  return <Lesson page={loaderData} refusal={actionData?.message ?? null} />;
}

function Locked({ title, path }: { title: string; path: string }) {
  return (
    <section className="bg-ring-lights text-white">
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-24">
        <Lock aria-hidden className="size-10 text-gold-300" />
        <h1 className="text-4xl font-extrabold uppercase sm:text-5xl">For this course’s learners</h1>
        <p className="max-w-2xl font-display text-2xl text-gold-300">
          This lesson is for the course’s learners: buy the course to open it.
        </p>
        <Link to={path} className="mt-4 font-semibold text-white underline underline-offset-4">
          {title}: price and Buy
        </Link>
      </div>
    </section>
  );
}

type Page = Exclude<Route.ComponentProps['loaderData'], { locked: unknown }>;

/**
 * The lesson's video, streamed from its own address (byte ranges: a phone seeks without loading it all), with
 * its captions when uploaded. An upload is one rendition, so the browser has no lighter one to fall back to on
 * a slow connection: the note says so.
 */
function LessonVideo({ title, video, captions }: { title: string; video: string; captions: string | null }) {
  return (
    <figure className="overflow-hidden rounded-3xl bg-ink-950 shadow-xl ring-1 ring-ink-900/10">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its captions' track is there when they are uploaded (a lesson may have none yet) */}
      <video
        controls
        preload="metadata"
        playsInline
        src={video}
        aria-label={`Lesson video: ${title}`}
        className="aspect-video w-full bg-black"
      >
        {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
      </video>
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-2 px-5 py-3 text-sm text-ink-300 sm:px-6">
        <span className="inline-flex items-center gap-2">
          <Gauge aria-hidden className="size-4 shrink-0 text-gold-300" />
          One quality only: on a slow connection the video may pause to load.
        </span>
        <span className="inline-flex items-center gap-2">
          <Captions aria-hidden className="size-4 shrink-0 text-gold-300" />
          {captions ? 'Captions: English' : 'No captions yet'}
        </span>
      </figcaption>
    </figure>
  );
}

function Lesson({ page, refusal }: { page: Page; refusal: string | null }) {
  const { course, lesson } = page;
  const navigation = useNavigation();
  const base = `/my-courses/${course.slug}`;
  const justCompleted = lesson.done && course.next === null;
  return (
    <div className="bg-canvas">
      <div className="border-b border-white/10 bg-ink-950 text-white">
        <div className="container-page py-8 sm:py-10">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <Link to="/my-courses" className="font-semibold text-gold-300 underline-offset-4 hover:underline">
              My Courses
            </Link>
            <span aria-hidden className="text-ink-400">
              /
            </span>
            <Link to={course.path} className="text-ink-300 underline-offset-4 hover:underline">
              {course.title}
            </Link>
          </p>
          <p className="mt-5 eyebrow text-gold-300">
            Lesson {lesson.position} of {course.lessons}
          </p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-extrabold sm:text-5xl">
            {lesson.title}
          </h1>
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-300">
            <span className="inline-flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-gold-300" /> {lesson.minutes} min
            </span>
            <span className="inline-flex min-w-48 flex-1 items-center gap-3 sm:max-w-sm">
              <span
                role="progressbar"
                aria-label="Course progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={course.percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-white/15"
              >
                <span
                  className="block h-full rounded-full bg-gold-400"
                  style={{ width: `${course.percent}%` }}
                />
              </span>
              <span className="tabular-nums">
                {course.done}/{course.lessons} done
              </span>
            </span>
          </div>
        </div>
      </div>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem] lg:py-14">
        <article className="min-w-0 space-y-8">
          {lesson.video ? (
            <LessonVideo title={lesson.title} video={lesson.video} captions={lesson.captions} />
          ) : (
            <div className="flex aspect-video items-center justify-center rounded-3xl bg-ink-950 text-center text-ink-300 ring-1 ring-ink-900/10">
              <p className="flex max-w-sm flex-col items-center gap-3 px-6">
                <PlayCircle aria-hidden className="size-12 text-gold-400" />
                {lesson.sample
                  ? 'Sample lesson: its video comes when the instructor uploads it.'
                  : 'This lesson has no video: its text is below.'}
              </p>
            </div>
          )}
          <div className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-8">
            <LessonText source={lesson.body} />
          </div>

          <section
            aria-labelledby="lesson-check"
            className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-8"
          >
            {lesson.done ? (
              <div role="status" className="space-y-3">
                <p className="flex items-center gap-2 text-lg font-semibold text-naija-700">
                  <CheckCircle2 aria-hidden className="size-6" /> Lesson done
                </p>
                {justCompleted ? (
                  <p className="text-ink-700">
                    You have done every lesson of {course.title}. Well boxed!
                    {course.certificate ? (
                      <>
                        {' '}
                        <Link
                          to={course.certificate}
                          className="font-semibold text-red-700 underline-offset-4 hover:underline"
                        >
                          Your certificate
                        </Link>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
            ) : (
              <Form method="post" className="space-y-5">
                <input type="hidden" name="lessonId" value={lesson.id} />
                {lesson.check ? (
                  <fieldset>
                    <legend id="lesson-check" className="font-display text-xl font-bold text-ink-950">
                      Check: {lesson.check.question}
                    </legend>
                    <div className="mt-4 space-y-2">
                      {lesson.check.options.map((option, i) => (
                        <label
                          key={option}
                          className="flex cursor-pointer items-center gap-3 rounded-2xl p-3 ring-1 ring-ink-900/10 has-[:checked]:bg-gold-50 has-[:checked]:ring-gold-500"
                        >
                          <input
                            type="radio"
                            name="answer"
                            value={i}
                            required
                            className="size-4 accent-ink-950"
                          />
                          <span className="text-ink-900">{option}</span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ) : (
                  <h2 id="lesson-check" className="font-display text-xl font-bold text-ink-950">
                    Done with this lesson?
                  </h2>
                )}
                {refusal ? (
                  <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-semibold text-red-900">
                    {refusal}
                  </p>
                ) : null}
                <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
                  {lesson.check ? 'Check my answer' : 'Mark as done'}
                </Button>
              </Form>
            )}
          </section>

          <nav aria-label="Lessons" className="flex flex-wrap justify-between gap-4">
            {page.previous !== null ? (
              <Link
                to={`${base}/${page.previous}`}
                className="inline-flex items-center gap-2 font-semibold text-ink-800 underline-offset-4 hover:underline"
              >
                <ArrowLeft aria-hidden className="size-4" /> Previous lesson
              </Link>
            ) : (
              <span />
            )}
            {page.next !== null ? (
              <Link
                to={`${base}/${page.next}`}
                className="inline-flex items-center gap-2 font-semibold text-ink-800 underline-offset-4 hover:underline"
              >
                Next lesson <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </nav>
        </article>

        <aside aria-labelledby="outline-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="outline-title" className="eyebrow text-gold-700">
            Course outline
          </h2>
          <ol className="mt-3 max-h-[70vh] space-y-1 overflow-y-auto rounded-3xl bg-white p-3 ring-1 ring-ink-900/10">
            {page.outline.map((item) => {
              const here = item.position === lesson.position;
              return (
                <li key={item.id}>
                  <Link
                    to={`${base}/${item.position}`}
                    aria-current={here ? 'page' : undefined}
                    className={`flex items-start gap-2 rounded-xl px-3 py-2 text-sm ${here ? 'bg-ink-950 text-white' : 'text-ink-800 hover:bg-canvas'}`}
                  >
                    {item.done ? (
                      <CheckCircle2 aria-label="Done" className="mt-0.5 size-4 shrink-0 text-naija-500" />
                    ) : (
                      <Circle aria-hidden className="mt-0.5 size-4 shrink-0 opacity-40" />
                    )}
                    <span>
                      {item.position}. {item.title}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
    </div>
  );
}
