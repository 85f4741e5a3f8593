import { Readable } from 'node:stream';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.courses.$slug';
import { DashboardHeader } from '~/components/dashboard/dashboard-shell';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import { FieldError, Input, Label, Textarea } from '~/components/ui/input';
import { courseBySlugOnly, coursePath } from '~/content/courses';
import { dashboardFor } from '~/content/roles';
import { requireViewer } from '~/features/auth/guard.server';
import {
  addLesson,
  assignInstructor,
  courseLessonMedia,
  courseLessonsForEditor,
  instructorsOf,
  moveLesson,
  removeInstructor,
  requireCourseEditor,
  removeLessonMedia,
  setLessonPublished,
  updateLesson,
  uploadLessonCaptions,
  uploadLessonVideo,
} from '~/features/learning';
import type { AuthoredLesson } from '~/features/learning';
import { CourseInstructors } from '~/features/learning/components/course-instructors';
import type { Viewer } from '@server/auth/roles';
import { LessonMediaForms } from '~/features/learning/components/lesson-media-forms';
import { mediaStoreFor } from '@server/media/choose';
import { isServiceError } from '@server/service-error';

/**
 * A course's editor (issue 34): its lessons in order, drafts included. An admin or one of the course's
 * instructors adds a lesson (a draft at the end), rewrites one (its text in the lesson's Markdown subset, its
 * check), moves it up or down, and publishes or unpublishes it; an admin also chooses its instructors (by
 * e-mail). Anyone else gets 403 (requireEditor). Every form works without JavaScript.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.course.title ?? 'Course'}: lessons | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The editor's guard, for its page and every form (uploads too): signed in, then the course's editors only
 * (requireCourseEditor: admins and its instructors); anyone else a 403 that offers their own dashboard.
 */
async function requireEditor(
  request: Request,
  context: Route.LoaderArgs['context'],
  slug: string,
): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  try {
    await requireCourseEditor(context.services.database.db, viewer, slug);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.status === 404) throw data('There is no such course.', { status: 404 });
    throw data(
      { reason: 'forbidden', dashboard: dashboardFor[viewer.role], role: viewer.role },
      { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  return viewer;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireEditor(request, context, params.slug);
  const course = courseBySlugOnly(params.slug)!;
  const lessons = await courseLessonsForEditor(context.services.database.db, viewer, course.slug);
  // Each lesson's video and captions (their addresses), by lesson id.
  const media = Object.fromEntries(await courseLessonMedia(context.services.database.db, course.slug));
  const editing = Number(new URL(request.url).searchParams.get('lesson'));
  return {
    course: { slug: course.slug, title: course.title, path: coursePath(course) },
    lessons,
    media,
    editing: lessons.find((l) => l.id === editing) ?? null,
    viewer: { name: viewer.name, admin: viewer.role === 'admin' },
    instructors: await instructorsOf(context.services.database.db, viewer, course.slug),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireEditor(request, context, params.slug);
  const db = context.services.database.db;
  const form = await request.formData();
  const intent = form.get('intent');
  const id = Number(form.get('lessonId'));
  const lesson = {
    title: form.get('title'),
    minutes: form.get('minutes'),
    body: form.get('body'),
    checkQuestion: form.get('checkQuestion'),
    checkOptions: form.getAll('checkOptions'),
    checkAnswer: form.get('checkAnswer'),
  };
  try {
    switch (intent) {
      case 'add':
        await addLesson(db, viewer, params.slug, lesson);
        return { ok: true, message: 'Lesson added as a draft at the end: publish it when it is ready.' };
      case 'update':
        await updateLesson(db, viewer, id, lesson);
        return { ok: true, message: 'Lesson saved.' };
      case 'publish':
      case 'unpublish':
        await setLessonPublished(db, viewer, id, intent === 'publish');
        return { ok: true, message: intent === 'publish' ? 'Lesson published.' : 'Lesson unpublished.' };
      case 'up':
      case 'down':
        await moveLesson(db, viewer, id, intent);
        return { ok: true, message: 'Lesson moved.' };
      case 'assign-instructor': {
        const instructor = await assignInstructor(db, viewer, params.slug, { email: form.get('email') });
        return { ok: true, message: `${instructor.name} teaches this course now.` };
      }
      case 'remove-instructor':
        await removeInstructor(db, viewer, params.slug, String(form.get('userId') ?? ''));
        return { ok: true, message: 'Instructor removed.' };
      // A lesson's video or captions, posted with the form (this page's posts may be 51 MB: server/app.ts).
      case 'video':
      case 'captions': {
        const file = form.get('file');
        const upload = {
          body: Readable.fromWeb(
            (file instanceof Blob ? file : new Blob([])).stream() as Parameters<typeof Readable.fromWeb>[0],
          ),
          contentType: file instanceof Blob ? file.type : undefined,
          declaredLength: file instanceof Blob ? file.size : null,
        };
        const store = mediaStoreFor(context.services.config);
        if (intent === 'video') await uploadLessonVideo(db, store, viewer, id, upload);
        else await uploadLessonCaptions(db, store, viewer, id, upload);
        return {
          ok: true,
          message: intent === 'video' ? 'Video uploaded: its learners play it now.' : 'Captions uploaded.',
        };
      }
      case 'remove-video':
      case 'remove-captions':
        await removeLessonMedia(
          db,
          mediaStoreFor(context.services.config),
          viewer,
          id,
          intent === 'remove-video' ? 'video' : 'captions',
        );
        return {
          ok: true,
          message: intent === 'remove-video' ? 'Video removed, with its captions.' : 'Captions removed.',
        };
      default:
        return data(
          { ok: false, message: 'That is not something this page does.', fields: {} },
          { status: 400 },
        );
    }
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data(
      { ok: false, message: error.message, fields: error.body.fields ?? {}, intent: String(intent) },
      { status: error.status },
    );
  }
}

function LessonForm({
  lesson,
  fields,
  count,
}: {
  lesson: AuthoredLesson | null;
  fields: Record<string, string[] | undefined>;
  /** How many lessons the course has: a new lesson added empties the form for the next. */
  count: number;
}) {
  const navigation = useNavigation();
  const prefix = lesson ? `edit-${lesson.id}` : 'new';
  const options = [0, 1, 2, 3].map((i) => lesson?.checkOptions[i] ?? '');
  const invalid = (name: string) =>
    fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${prefix}-${name}-error` } : {};
  return (
    <Form method="post" className="space-y-5" key={lesson?.id ?? `new-${count}`}>
      <input type="hidden" name="intent" value={lesson ? 'update' : 'add'} />
      {lesson ? <input type="hidden" name="lessonId" value={lesson.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <div className="space-y-1.5">
          <Label htmlFor={`${prefix}-title`}>Title</Label>
          <Input
            id={`${prefix}-title`}
            name="title"
            defaultValue={lesson?.title}
            required
            maxLength={120}
            {...invalid('title')}
          />
          <FieldError id={`${prefix}-title-error`} errors={fields.title} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${prefix}-minutes`}>Minutes</Label>
          <Input
            id={`${prefix}-minutes`}
            name="minutes"
            inputMode="numeric"
            defaultValue={lesson?.minutes ?? 15}
            required
            {...invalid('minutes')}
          />
          <FieldError id={`${prefix}-minutes-error`} errors={fields.minutes} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${prefix}-body`}>Text</Label>
        <p id={`${prefix}-body-hint`} className="text-sm text-ink-600">
          Paragraphs separated by a blank line; “## ” starts a heading, “- ” a list item; **bold**.
        </p>
        <Textarea
          id={`${prefix}-body`}
          name="body"
          rows={8}
          defaultValue={lesson?.body}
          required
          aria-describedby={`${prefix}-body-hint`}
          {...invalid('body')}
        />
        <FieldError id={`${prefix}-body-error`} errors={fields.body} />
      </div>
      <fieldset className="space-y-3 rounded-2xl p-4 ring-1 ring-ink-900/10">
        <legend className="px-1 text-sm font-semibold text-ink-900">Check (optional)</legend>
        <div className="space-y-1.5">
          <Label htmlFor={`${prefix}-question`}>Question</Label>
          <Input
            id={`${prefix}-question`}
            name="checkQuestion"
            defaultValue={lesson?.checkQuestion ?? ''}
            maxLength={200}
          />
        </div>
        {options.map((option, i) => (
          <div key={i} className="flex items-center gap-3">
            <input
              type="radio"
              name="checkAnswer"
              value={i}
              defaultChecked={(lesson?.checkAnswer ?? 0) === i}
              aria-label={`Answer ${i + 1} is the right one`}
              className="size-4 accent-ink-950"
            />
            <Label htmlFor={`${prefix}-option-${i}`} className="sr-only">
              Answer {i + 1}
            </Label>
            <Input
              id={`${prefix}-option-${i}`}
              name="checkOptions"
              defaultValue={option}
              placeholder={`Answer ${i + 1}`}
              maxLength={120}
            />
          </div>
        ))}
        <FieldError id={`${prefix}-checkOptions-error`} errors={fields.checkOptions ?? fields.checkAnswer} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {lesson ? 'Save lesson' : 'Add lesson'}
        </Button>
        {lesson ? (
          <Link to="?" className="text-sm font-semibold text-ink-700 underline-offset-4 hover:underline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function CourseEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { course, lessons, media, editing } = loaderData;
  const fields = (actionData && 'fields' in actionData ? actionData.fields : {}) as Record<
    string,
    string[] | undefined
  >;
  return (
    <>
      <DashboardHeader
        eyebrow="Course editor"
        title={course.title}
        lead={`Signed in as ${loaderData.viewer.name} · ${loaderData.viewer.admin ? 'Admin' : 'Instructor'}`}
        actions={
          <Button asChild variant="outline" className="text-white">
            <Link to={course.path}>Its page</Link>
          </Button>
        }
      />
      <div className="container-page space-y-6 py-10">
        {actionData?.message ? (
          <p
            role={actionData.ok ? 'status' : 'alert'}
            className={`rounded-2xl p-4 text-sm font-semibold ${actionData.ok ? 'bg-naija-500/15 text-naija-700' : 'bg-red-50 text-red-900'}`}
          >
            {actionData.message}
          </p>
        ) : null}
        <Card>
          <CardHeader>
            <h2 className="text-2xl leading-tight font-bold uppercase">
              {editing ? `Edit lesson ${editing.position}` : 'Add a lesson'}
            </h2>
          </CardHeader>
          <CardContent>
            <LessonForm lesson={editing} fields={fields} count={lessons.length} />
          </CardContent>
        </Card>
        {editing ? (
          <Card>
            <CardHeader>
              <h2 className="text-2xl leading-tight font-bold uppercase">Video and captions</h2>
            </CardHeader>
            <CardContent>
              <LessonMediaForms
                lessonId={editing.id}
                title={editing.title}
                media={media[editing.id] ?? { video: null, captions: null }}
                answer={
                  actionData && 'intent' in actionData
                    ? { intent: String(actionData.intent), ok: actionData.ok, fields }
                    : null
                }
              />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <h2 className="text-2xl leading-tight font-bold uppercase">Lessons</h2>
          </CardHeader>
          <CardContent>
            <ol className="divide-y divide-ink-900/10" aria-label="Lessons">
              {lessons.map((lesson, i) => (
                <li key={lesson.id} className="flex flex-wrap items-center gap-3 py-3">
                  <span className="w-8 font-display text-lg font-extrabold text-gold-700 tabular-nums">
                    {lesson.position}
                  </span>
                  <span className="min-w-48 flex-1">
                    <span className="font-semibold text-ink-900">{lesson.title}</span>
                    <span className="ml-2 text-sm text-ink-600">{lesson.minutes} min</span>
                  </span>
                  {media[lesson.id] ? (
                    <Badge tone="blue">{media[lesson.id]!.captions ? 'Video · CC' : 'Video'}</Badge>
                  ) : null}
                  {lesson.sample ? <Badge tone="muted">Sample</Badge> : null}
                  <Badge tone={lesson.published ? 'green' : 'gold'}>
                    {lesson.published ? 'Published' : 'Draft'}
                  </Badge>
                  <Form method="post" className="flex items-center gap-1">
                    <input type="hidden" name="lessonId" value={lesson.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="up"
                      variant="ghost"
                      size="sm"
                      disabled={i === 0}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                      <span className="sr-only">Move up: {lesson.title}</span>
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value="down"
                      variant="ghost"
                      size="sm"
                      disabled={i === lessons.length - 1}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                      <span className="sr-only">Move down: {lesson.title}</span>
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={lesson.published ? 'unpublish' : 'publish'}
                      aria-label={`${lesson.published ? 'Unpublish' : 'Publish'}: ${lesson.title}`}
                      variant="ghost"
                      size="sm"
                    >
                      {lesson.published ? (
                        <EyeOff aria-hidden className="size-4" />
                      ) : (
                        <Eye aria-hidden className="size-4" />
                      )}
                      {lesson.published ? 'Unpublish' : 'Publish'}
                    </Button>
                  </Form>
                  <Link
                    to={`?lesson=${lesson.id}`}
                    aria-label={`Edit: ${lesson.title}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-red-700 underline-offset-4 hover:underline"
                  >
                    <Pencil aria-hidden className="size-4" /> Edit
                  </Link>
                </li>
              ))}
            </ol>
            {lessons.length === 0 ? (
              <p className="flex items-center gap-2 text-ink-600">
                <Plus aria-hidden className="size-4" /> No lessons yet: add the first above.
              </p>
            ) : null}
          </CardContent>
        </Card>
        {loaderData.viewer.admin ? (
          <CourseInstructors
            instructors={loaderData.instructors}
            fields={fields}
            courseTitle={course.title}
          />
        ) : null}
      </div>
    </>
  );
}
