import { BookOpen, Check, Clock, Gauge, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Motif } from '~/components/marketing/brand-art';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { CourseCategory } from '~/content/course-categories';
import { courseCategory } from '~/content/course-categories';
import type { Course } from '~/content/courses';
import { coursePath } from '~/content/courses';
import { formatNairaShort } from '~/lib/money';
import { StarRating } from '~/components/marketing/star-rating';

/** How a page presents its cards: the spec gives each category its own words and feature count. */
export type CardStyle = Pick<
  CourseCategory,
  'countLabel' | 'studentsLabel' | 'featureCount' | 'buttonLabel'
> & {
  /** The advanced page flags its Elite-level courses. */
  flagElite?: boolean;
};

const cardMotif: Record<Course['category'], Motif> = {
  beginner: 'gloves',
  advanced: 'corner',
  psychology: 'belt',
  fitness: 'bag',
  business: 'belt',
  lifestyle: 'bag',
};

const photoTone: Record<Course['category'], 'gold' | 'red' | 'steel'> = {
  beginner: 'steel',
  advanced: 'gold',
  psychology: 'steel',
  fitness: 'red',
  business: 'gold',
  lifestyle: 'red',
};

function Fact({
  icon: Icon,
  term,
  testId,
  children,
}: {
  icon: LucideIcon;
  term: string;
  testId: string;
  children: string;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="sr-only">{term}</dt>
      <Icon aria-hidden className="size-4 shrink-0 text-gold-700" />
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function CourseCard({ course, style }: { course: Course; style: CardStyle }) {
  const category = courseCategory(course.category);
  const titleId = `course-${course.id}-title`;
  return (
    <article
      id={`course-${course.id}`}
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-16px_rgb(0_0_0/0.18)] transition-shadow hover:shadow-[0_1px_2px_rgb(0_0_0/0.06),0_24px_48px_-20px_rgb(0_0_0/0.3)]"
      data-course-id={course.id}
    >
      <div className="relative">
        <PhotoSlot
          slot={course.image}
          motif={cardMotif[course.category]}
          word={course.level === 'All Levels' ? 'Train' : course.level}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          tone={photoTone[course.category]}
          className="aspect-[2/1] sm:aspect-[16/9]"
        />
        <div className="absolute inset-x-4 top-4 flex flex-wrap gap-2">
          <Badge tone="dark" className="bg-ink-950/80 backdrop-blur-sm">
            {category.name}
          </Badge>
          {style.flagElite && course.level === 'Elite' ? (
            <Badge tone="red" className="bg-corner-600">
              Elite Level
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-700">
          <StarRating rating={course.rating} />
          <span className="font-semibold text-ink-900">{course.rating.toFixed(1)}</span>
          <span aria-hidden className="text-ink-300">
            ·
          </span>
          <span>
            {course.students} {style.studentsLabel}
          </span>
        </div>
        <h3 id={titleId} className="mt-3 text-2xl leading-tight font-bold uppercase">
          {course.title}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
          <UserRound aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="sr-only">Instructor: </span>
            {course.instructor}
          </span>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-ink-600">{course.description}</p>
        <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-y border-ink-900/10 py-3 text-sm font-medium text-ink-800">
          <Fact icon={Clock} term="Duration" testId="course-duration">
            {course.duration}
          </Fact>
          <Fact icon={BookOpen} term="Length" testId="course-lessons">
            {`${course.lessons} ${style.countLabel}`}
          </Fact>
          <Fact icon={Gauge} term="Level" testId="course-level">
            {course.level}
          </Fact>
        </dl>
        <ul className="mt-4 space-y-2 text-sm text-ink-700" aria-label="What you will learn">
          {course.features.slice(0, style.featureCount).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-naija-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-4 pt-6">
          <p>
            <span className="block text-xs font-semibold tracking-[0.14em] text-ink-600 uppercase">
              Price
            </span>
            <span
              className="font-display text-3xl leading-none font-extrabold text-ink-950"
              data-testid="course-price"
            >
              {formatNairaShort(course.price)}
            </span>
          </p>
          <Button asChild variant="dark">
            <Link to={coursePath(course)}>
              {style.buttonLabel}
              <span className="sr-only">: {course.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
