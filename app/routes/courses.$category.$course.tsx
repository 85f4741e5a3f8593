import {
  AlertTriangle,
  BookOpen,
  Check,
  CheckCircle2,
  Clock,
  Gauge,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/courses.$category.$course';
import { PageHero } from '~/components/marketing/page-hero';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { SitePhotosProvider } from '~/components/marketing/site-photo';
import { sitePhotos } from '~/features/site-media/photos.server';
import { StarRating } from '~/components/marketing/star-rating';
import { Button } from '~/components/ui/button';
import { courseCategory } from '~/content/course-categories';
import { courseBySlug, coursePath, weeksOf } from '~/content/courses';
import type { Course } from '~/content/courses';
import { getViewer, requireViewer } from '~/features/auth';
import { enrolmentsOf, startCourseCheckout } from '~/features/payments';
import {
  courseOutline,
  courseReviewsOf,
  reviewCourse,
  reviewEligibility,
  teachesCourse,
} from '~/features/learning';
import { CourseReviewsSection } from '~/features/learning/components/course-reviews';
import { formatNaira } from '~/lib/money';
import { seo, siteUrlOf } from '~/lib/seo';
import { paystackClient } from '@server/payments/paystack';
import { isServiceError } from '@server/service-error';

/**
 * One online course's own page (issue 31 item 4; decision 0031): what it teaches, who teaches it, its price
 * in naira, and Buy. Every course card links here. Buying needs an account: a visitor is sent to sign in (or
 * create one) and comes back here; the checkout is Paystack's, the price the catalogue's. A signed-in buyer
 * sees their enrolment instead of Buy once they hold it, and a way to pay again if a payment failed.
 */

function courseOf(params: { category: string; course: string }): Course {
  const course = courseBySlug(params.category, params.course);
  if (!course) throw data('There is no such course.', { status: 404 });
  return course;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: 'Course not found | AJBXNG' }];
  const { course } = loaderData;
  return seo({
    siteUrl: siteUrlOf(matches),
    title: `${course.title}: online course`,
    description: `${course.description} ${course.duration}, ${course.lessons} lessons, ${formatNaira(course.price)}.`,
    path: coursePath(course),
  });
};

// Its Buy reads the person (their enrolment): never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const course = courseOf(params);
  const viewer = await getViewer(request, context);
  const [enrolment] = viewer
    ? await enrolmentsOf(context.services.database.db, viewer.id, { product: 'course', slug: course.slug })
    : [];
  return {
    course,
    // Its photo from the site media library, as on its card (decision 0025).
    photos: await sitePhotos(context.services.database.db),
    signedIn: Boolean(viewer),
    admin: viewer?.role === 'admin',
    // Its instructor's account (issue 34) opens its lessons and its editor.
    teaches: viewer ? await teachesCourse(context.services.database.db, viewer, course.slug) : false,
    enrolment: enrolment && enrolment.status !== 'refunded' ? enrolment : null,
    // Its lessons' titles and lengths, for everyone (issue 34); the lessons open to its learners.
    outline: await courseOutline(context.services.database.db, course.slug),
    // Its learners' reviews (issue 34), and whether this person may write (or rewrite) theirs.
    reviews: await courseReviewsOf(context.services.database.db, course.slug),
    reviewing: viewer ? await reviewEligibility(context.services.database.db, viewer, course.slug) : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const course = courseOf(params);
  const viewer = await requireViewer(request, context);
  const baseUrl = context.services.config.baseUrl;
  const form = await request.formData();
  if (form.get('intent') === 'review') {
    try {
      await reviewCourse(context.services.database.db, viewer, course.slug, {
        rating: form.get('rating'),
        text: form.get('text'),
      });
      return { reviewed: 'Thank you: your review is on the course’s page.' };
    } catch (error) {
      if (!isServiceError(error)) throw error;
      return data(
        { message: error.message, fields: error.body.fields ?? {}, review: true },
        { status: error.status },
      );
    }
  }
  try {
    const checkout = await startCourseCheckout(
      context.services.database.db,
      paystackClient(context.services.config.paystack),
      viewer,
      course.slug,
      { callbackUrl: `${baseUrl}/payments/return`, siteUrl: baseUrl },
    );
    return redirect(checkout.authorizationUrl, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data({ message: error.message }, { status: error.status });
  }
}

function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: string }) {
  return (
    <div className="flex items-center gap-3 py-3">
      <Icon aria-hidden className="size-5 shrink-0 text-gold-700" />
      <dt className="w-28 shrink-0 text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="text-sm font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function BuyPanel({
  course,
  signedIn,
  admin,
  teaches,
  enrolment,
  refusal,
}: Route.ComponentProps['loaderData'] & { refusal: string | null }) {
  const price = formatNaira(course.price);
  const here = coursePath(course);
  return (
    <div className="rounded-3xl bg-white p-6 text-ink-900 shadow-2xl ring-1 ring-white/10 sm:p-8">
      <p className="eyebrow text-gold-700">Course fee</p>
      <p className="mt-3 font-display text-5xl leading-none font-extrabold" data-testid="course-page-price">
        {price}
      </p>
      <p className="mt-2 text-sm text-ink-600">
        One payment, in naira, through Paystack: card, transfer or USSD.
      </p>
      <dl className="mt-5 divide-y divide-ink-900/10 border-y border-ink-900/10">
        <Fact icon={UserRound} term="Instructor">
          {course.instructor}
        </Fact>
        <Fact icon={Gauge} term="Level">
          {course.level}
        </Fact>
        <Fact icon={Clock} term="Duration">
          {course.duration}
        </Fact>
        <Fact icon={BookOpen} term="Lessons">
          {`${course.lessons} lessons`}
        </Fact>
      </dl>
      {refusal ? (
        <p
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-2xl bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {refusal}
        </p>
      ) : null}
      <div className="mt-6">
        {enrolment?.status === 'active' ? (
          <div role="status" className="space-y-3">
            <p className="flex items-start gap-2 rounded-2xl bg-naija-500/15 p-4 font-semibold text-naija-700">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
              You’re enrolled on this course.
            </p>
            <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <Link
                to={`/my-courses/${course.slug}`}
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                Open the course
              </Link>
              <Link
                to="/my-courses"
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                My Courses
              </Link>
              {enrolment.receipt ? (
                <a
                  href={`/invoices/${enrolment.receipt}`}
                  className="font-semibold text-red-700 underline-offset-4 hover:underline"
                >
                  Your receipt (PDF)
                </a>
              ) : null}
            </p>
          </div>
        ) : admin || teaches ? (
          <p className="rounded-2xl bg-canvas p-4 text-sm text-ink-700">
            {teaches ? 'You teach this course.' : 'Admins open every course without buying it.'}{' '}
            <Link
              to={`/my-courses/${course.slug}`}
              className="font-semibold text-red-700 underline-offset-4 hover:underline"
            >
              Open its lessons
            </Link>{' '}
            or{' '}
            <Link
              to={`/admin-dashboard/courses/${course.slug}`}
              className="font-semibold text-red-700 underline-offset-4 hover:underline"
            >
              edit them
            </Link>
            .{teaches ? null : ' Buy with a personal account.'}
          </p>
        ) : signedIn ? (
          <Form method="post" action={here} reloadDocument>
            {enrolment?.status === 'pending' ? (
              <p className="mb-3 text-sm text-ink-700">
                {enrolment.retry
                  ? 'Your last payment did not go through: nothing was taken. Pay again to enrol.'
                  : 'A payment for this course is under way: continue it on Paystack’s page.'}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full">
              {enrolment?.status === 'pending' && !enrolment.retry ? 'Continue payment' : `Buy · ${price}`}
              <span className="sr-only">: {course.title}</span>
            </Button>
          </Form>
        ) : (
          <div className="space-y-3">
            <Button asChild size="lg" className="w-full">
              <Link to={`/sign-in?redirectTo=${encodeURIComponent(here)}`}>
                Buy · {price}
                <span className="sr-only">: {course.title}</span>
              </Link>
            </Button>
            <p className="text-center text-sm text-ink-600">
              You sign in (or{' '}
              <Link
                to={`/sign-up?redirectTo=${encodeURIComponent(here)}`}
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                create a free account
              </Link>
              ) first, then come back here to pay.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const category = courseCategory(course.category);
  const refusal =
    actionData && 'message' in actionData && !('review' in actionData) ? actionData.message : null;
  const reviewFields = (actionData && 'fields' in actionData ? actionData.fields : {}) as Record<
    string,
    string[] | undefined
  >;
  const { reviews } = loaderData;
  return (
    <SitePhotosProvider photos={loaderData.photos}>
      <PageHero
        badge={`${category.name} · Online course`}
        title={course.title}
        lead={course.description}
        aside={<BuyPanel {...loaderData} refusal={refusal} />}
      >
        <p className="flex items-center gap-2 text-sm text-ink-300">
          <UserRound aria-hidden className="size-4 text-gold-300" />
          <span>
            <span className="sr-only">Instructor: </span>
            {course.instructor}
          </span>
        </p>
      </PageHero>

      <section aria-labelledby="course-learn" className="bg-canvas py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <p className="eyebrow text-gold-700">{`${weeksOf(course)} weeks · ${course.lessons} lessons`}</p>
            <h2 id="course-learn" className="mt-3 text-4xl leading-none font-extrabold uppercase">
              What You Will Learn
            </h2>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {course.features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-naija-700" />
                  <span className="font-semibold text-ink-900">{feature}</span>
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <Link
                to={category.path}
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                More {category.name.toLowerCase()} courses
              </Link>
            </p>
          </div>
          <div className="space-y-6">
            <PhotoSlot
              slot={course.image}
              word={course.level === 'All Levels' ? 'Train' : course.level}
              className="aspect-[16/9] rounded-3xl"
            >
              <span className="sr-only">{course.imageAlt}</span>
            </PhotoSlot>
            {reviews.count > 0 && reviews.average !== null ? (
              <section className="rounded-3xl bg-ink-950 p-6 text-white" aria-labelledby="course-rating">
                <h2 id="course-rating" className="eyebrow text-gold-300">
                  Learners’ rating
                </h2>
                <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
                  <p className="flex items-center gap-2">
                    <StarRating rating={reviews.average} tone="dark" />
                    <span className="font-display text-3xl font-extrabold">{reviews.average.toFixed(1)}</span>
                  </p>
                  <p className="flex items-center gap-2 text-ink-300">
                    <UsersRound aria-hidden className="size-5 text-gold-300" />
                    <span>
                      <span className="font-display text-3xl font-extrabold text-white">{reviews.count}</span>{' '}
                      {reviews.count === 1 ? 'review' : 'reviews'} from enrolled learners
                    </span>
                  </p>
                </div>
                <p className="mt-3 text-sm text-ink-300">
                  <a
                    href="#course-reviews"
                    className="font-semibold text-gold-300 underline-offset-4 hover:underline"
                  >
                    Read the reviews
                  </a>
                </p>
              </section>
            ) : (
              <div className="rounded-3xl bg-ink-950 p-6 text-white" aria-labelledby="course-launch">
                <h2 id="course-launch" className="eyebrow text-gold-300">
                  Rating at launch
                </h2>
                <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
                  <p className="flex items-center gap-2">
                    <StarRating rating={course.rating} />
                    <span className="font-display text-3xl font-extrabold">{course.rating.toFixed(1)}</span>
                  </p>
                  <p className="flex items-center gap-2 text-ink-300">
                    <UsersRound aria-hidden className="size-5 text-gold-300" />
                    <span>
                      <span className="font-display text-3xl font-extrabold text-white">
                        {course.students}
                      </span>{' '}
                      students at launch
                    </span>
                  </p>
                </div>
                <p className="mt-3 text-sm text-ink-300">
                  Starting figures from the academy’s in-person classes; reviews from enrolled learners
                  replace them as they come in.
                </p>
              </div>
            )}
          </div>
        </div>
      </section>
      <CourseOutlineSection outline={loaderData.outline} />
      <CourseReviewsSection
        reviews={reviews}
        eligibility={loaderData.reviewing}
        fields={reviewFields}
        notice={
          actionData && 'reviewed' in actionData
            ? { ok: true, text: actionData.reviewed }
            : actionData && 'review' in actionData
              ? { ok: false, text: actionData.message }
              : null
        }
      />
    </SitePhotosProvider>
  );
}

function CourseOutlineSection({ outline }: { outline: Route.ComponentProps['loaderData']['outline'] }) {
  if (outline.lessons.length === 0) return null;
  const hours = Math.floor(outline.minutes / 60);
  const minutes = outline.minutes % 60;
  return (
    <section aria-labelledby="course-outline" className="bg-white py-16 sm:py-20">
      <div className="container-page max-w-4xl">
        <p className="eyebrow text-gold-700">
          {`${outline.lessons.length} lessons · ${hours > 0 ? `${hours} h ` : ''}${minutes} min of video and practice`}
        </p>
        <h2 id="course-outline" className="mt-3 text-4xl leading-none font-extrabold uppercase">
          Course Outline
        </h2>
        {outline.sample ? (
          <p className="mt-4 text-sm text-ink-600">
            Sample outline, made from the course’s lessons and topics: the instructor’s own lessons replace
            it.
          </p>
        ) : null}
        <ol className="mt-8 divide-y divide-ink-900/10 rounded-3xl ring-1 ring-ink-900/10">
          {outline.lessons.map((lesson) => (
            <li key={lesson.id} className="flex items-baseline gap-4 px-5 py-3.5">
              <span className="w-8 shrink-0 font-display text-lg font-extrabold text-gold-700 tabular-nums">
                {lesson.position}
              </span>
              <span className="flex-1 font-semibold text-ink-900">{lesson.title}</span>
              <span className="shrink-0 text-sm text-ink-600 tabular-nums">{lesson.minutes} min</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
