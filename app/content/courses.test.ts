import { describe, expect, it } from 'vitest';
import {
  courseById,
  courseBySlug,
  coursePath,
  coursePriceKobo,
  courses,
  featuredCourseIds,
  studentCount,
  weeksOf,
} from './courses';

/** SPEC §3's course table: id, title, weeks, lessons, students, rating, price, level. */
const specTable = [
  [3, 'Elite Championship Course', 12, 36, '420+', 5, 1_200_000, 'Advanced'],
  [9, 'Pro Fighter Development', 16, 48, '180+', 4.9, 1_800_000, 'Advanced'],
  [10, 'Championship Mastery', 20, 60, '95+', 5, 2_500_000, 'Elite'],
  [2, 'Mental Toughness Mastery', 6, 18, '850+', 4.9, 500_000, 'All Levels'],
  [11, 'Peak Performance Psychology', 8, 24, '420+', 4.8, 650_000, 'Intermediate'],
  [12, 'Combat Sports Mindset', 10, 30, '320+', 4.7, 750_000, 'Advanced'],
  [5, 'Performance Elite Training', 10, 30, '680+', 4.8, 450_000, 'Intermediate'],
  [13, 'Champion Conditioning', 12, 36, '520+', 4.9, 550_000, 'Advanced'],
  [14, 'Boxing Fitness Fundamentals', 8, 24, '950+', 4.6, 350_000, 'Beginner'],
  [6, 'Business of Boxing Mastery', 6, 18, '320+', 4.6, 800_000, 'All Levels'],
  [15, 'Athletic Entrepreneurship', 8, 24, '180+', 4.7, 950_000, 'Intermediate'],
  [16, 'Champion’s Business Mindset', 10, 30, '150+', 4.8, 1_200_000, 'Advanced'],
  [4, 'Champion Nutrition Program', 4, 12, '950+', 4.7, 250_000, 'All Levels'],
  [17, 'Wellness & Recovery Mastery', 6, 18, '680+', 4.8, 350_000, 'All Levels'],
  [18, 'Champion Lifestyle Design', 8, 24, '420+', 4.9, 450_000, 'Intermediate'],
] as const;

describe('the course catalogue', () => {
  it.each(specTable)(
    'course %i is %s as SPEC §3 lists it',
    (id, title, weeks, lessons, students, rating, price, level) => {
      const course = courseById(id);
      expect({ title: course.title, weeks: weeksOf(course), lessons: course.lessons }).toEqual({
        title,
        weeks,
        lessons,
      });
      expect({
        students: course.students,
        rating: course.rating,
        price: course.price,
        level: course.level,
      }).toEqual({
        students,
        rating,
        price,
        level,
      });
    },
  );

  it('has unique ids, four features each and weeks within SPEC §9 (4-20 weeks, ₦200k-₦2.5M)', () => {
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    for (const course of courses) {
      expect(course.features).toHaveLength(4);
      expect(weeksOf(course)).toBeGreaterThanOrEqual(4);
      expect(weeksOf(course)).toBeLessThanOrEqual(20);
      expect(course.price).toBeGreaterThanOrEqual(200_000);
      expect(course.price).toBeLessThanOrEqual(2_500_000);
      expect(course.rating).toBeGreaterThan(0);
      expect(course.rating).toBeLessThanOrEqual(5);
    }
  });

  it('gives the beginner page SPEC §9 further listing: 350k 8 wk 24, 200k 4 wk 12, 280k 6 wk 18', () => {
    const beginner = courses.filter((c) => c.category === 'beginner');
    expect(beginner.map((c) => [c.price, weeksOf(c), c.lessons])).toEqual([
      [350_000, 8, 24],
      [200_000, 4, 12],
      [280_000, 6, 18],
    ]);
    expect(beginner.reduce((sum, c) => sum + c.lessons, 0)).toBe(54);
    expect(beginner.every((c) => c.level === 'Beginner')).toBe(true);
  });

  it('lists on /courses the earlier listing of SPEC §9, each card linking to its own course page', () => {
    const featured = featuredCourseIds.map(courseById);
    expect(featured.map((c) => c.price)).toEqual([350_000, 500_000, 1_200_000, 250_000, 450_000, 800_000]);
    expect(featured.map(weeksOf)).toEqual([8, 6, 12, 4, 10, 6]);
    expect(featured.map((c) => c.lessons)).toEqual([24, 18, 36, 12, 30, 18]);
    expect(featured.map(coursePath)).toEqual([
      '/courses/beginner/boxing-fundamentals-course',
      '/courses/psychology/mental-toughness-mastery',
      '/courses/advanced/elite-championship-course',
      '/courses/lifestyle/champion-nutrition-program',
      '/courses/fitness/performance-elite-training',
      '/courses/business/business-of-boxing-mastery',
    ]);
  });

  it('gives every course its own page, slug made from its title, priced from the catalogue in kobo', () => {
    const slugOf = (title: string) =>
      title
        .toLowerCase()
        .replace(/[’']/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    for (const course of courses) {
      expect(course.slug).toBe(slugOf(course.title));
      expect(courseBySlug(course.category, course.slug)).toBe(course);
      expect(coursePriceKobo(course)).toBe(course.price * 100);
    }
    expect(new Set(courses.map((c) => c.slug)).size).toBe(courses.length);
    // The wrong products the issue names: each of these now leads to itself, at its own price.
    expect(coursePath(courseById(14))).toBe('/courses/fitness/boxing-fitness-fundamentals');
    expect(courseBySlug('advanced', 'championship-mastery')?.price).toBe(2_500_000);
    expect(courseBySlug('beginner', 'championship-mastery')).toBeUndefined();
  });

  it('reads student counts and weeks back out of their display text', () => {
    expect(studentCount({ students: '1,250+' })).toBe(1250);
    expect(weeksOf({ duration: '12 weeks' })).toBe(12);
    expect(() => weeksOf({ duration: '3 months' })).toThrow();
  });
});
