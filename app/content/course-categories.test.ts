import { describe, expect, it } from 'vitest';
import { courseCategories, courseCategory, coursesOfCategory } from './course-categories';

/** SPEC §2's category table. */
const spec = {
  beginner: {
    badge: 'Beginner Courses',
    headline: 'Start Your Boxing Journey',
    stats: ['2,650+ Beginner Students', '4.7 Average Rating', '54 Total Lessons', '100% Safety Focused'],
    ids: [1, 7, 8],
    countLabel: 'lessons',
    buttonLabel: 'Start Learning',
    featureCount: 3,
    cta: 'Start Your Journey',
  },
  advanced: {
    badge: 'Advanced Courses',
    headline: 'Elite Championship Training',
    stats: ['695+ Elite Students', '4.9 Expert Rating', '144 Advanced Lessons', '85% Competition Ready'],
    ids: [3, 9, 10],
    countLabel: 'sessions',
    buttonLabel: 'Join Elite',
    featureCount: 4,
    cta: 'Apply for Elite Training',
  },
  psychology: {
    badge: 'Psychology Courses',
    headline: 'Master Your Mental Game',
    stats: [
      '1,590+ Students Transformed',
      '4.8 Average Rating',
      '72 Psychology Lessons',
      '95% Improved Confidence',
    ],
    ids: [2, 11, 12],
    countLabel: 'sessions',
    buttonLabel: 'Transform Mind',
    featureCount: 4,
    cta: 'Start Mental Training',
  },
  fitness: {
    badge: 'Fitness Courses',
    headline: 'Build Championship Fitness',
    stats: ['2,150+ Fitness Students', '4.8 Average Rating', '90 Workout Sessions', '92% Improved Fitness'],
    ids: [5, 13, 14],
    countLabel: 'workouts',
    buttonLabel: 'Get Fit',
    featureCount: 4,
    cta: 'Start Training',
  },
  business: {
    badge: 'Business Courses',
    headline: 'Build Your Boxing Empire',
    stats: ['650+ Business Students', '4.7 Average Rating', '72 Business Lessons', '85% Increased Income'],
    ids: [6, 15, 16],
    countLabel: 'modules',
    buttonLabel: 'Build Empire',
    featureCount: 4,
    cta: 'Start Building',
  },
  lifestyle: {
    badge: 'Lifestyle Courses',
    headline: 'Live Like a Champion',
    stats: [
      '2,050+ Lifestyle Students',
      '4.8 Average Rating',
      '54 Lifestyle Lessons',
      '88% Improved Wellness',
    ],
    ids: [4, 17, 18],
    countLabel: 'guides',
    buttonLabel: 'Transform Life',
    featureCount: 4,
    cta: 'Start Living Better',
  },
} as const;

describe('the course category pages', () => {
  it('are the six of the spec, in order', () => {
    expect(courseCategories.map((c) => c.id)).toEqual(Object.keys(spec));
  });

  it.each(Object.entries(spec))(
    '%s has the spec’s badge, stats, cards, labels and call to action',
    (id, want) => {
      const category = courseCategory(id as keyof typeof spec);
      expect(category.path).toBe(`/courses/${id}`);
      expect(category.badge).toBe(want.badge);
      expect(category.headline).toBe(want.headline);
      expect(category.stats.map((s) => `${s.value} ${s.label}`)).toEqual(want.stats);
      expect(category.courseIds).toEqual(want.ids);
      expect(coursesOfCategory(category).every((c) => c.category === id)).toBe(true);
      expect(category.countLabel).toBe(want.countLabel);
      expect(category.buttonLabel).toBe(want.buttonLabel);
      expect(category.featureCount).toBe(want.featureCount);
      expect(category.cta).toMatchObject({ label: want.cta, to: '/academy-application' });
    },
  );

  it('give the skills, sections and prerequisites of the spec', () => {
    expect(courseCategory('beginner').benefits.heading).toBe('Why Start with Our Beginner Courses?');
    expect(courseCategory('beginner').benefits.items.map((b) => b.title)).toEqual([
      'Safety First',
      'Build Confidence',
      'Solid Foundation',
    ]);
    expect(courseCategory('advanced').prerequisites).toEqual([
      'Minimum 2 years boxing experience',
      'Solid understanding of fundamentals',
      'Competition experience preferred',
      'High fitness level required',
    ]);
    expect(courseCategory('advanced').benefits.items.map((b) => b.title)).toEqual([
      'Precision Striking',
      'Ring Intelligence',
      'Championship Mindset',
    ]);
    expect(courseCategory('advanced').studentsLabel).toBe('elite students');
    const tiles = (id: 'psychology' | 'fitness' | 'business' | 'lifestyle') =>
      courseCategory(id).tiles?.items.map((t) => t.title);
    expect(tiles('psychology')).toEqual([
      'Mental Conditioning',
      'Pressure Management',
      'Visualization Mastery',
      'Focus Training',
      'Confidence Building',
      'Emotional Control',
    ]);
    expect(tiles('fitness')).toEqual([
      'Strength Training',
      'Cardiovascular Fitness',
      'Speed & Agility',
      'Power Development',
      'Conditioning',
      'Recovery & Mobility',
    ]);
    expect(tiles('business')).toEqual([
      'Brand Development',
      'Revenue Generation',
      'Network Building',
      'Strategic Planning',
      'Sponsorship Mastery',
      'Business Management',
    ]);
    expect(tiles('lifestyle')).toEqual([
      'Nutrition Excellence',
      'Recovery & Sleep',
      'Mental Wellness',
      'Stress Management',
      'Energy Optimization',
      'Life Balance',
    ]);
    const benefits = Object.fromEntries(courseCategories.map((c) => [c.id, c.benefits]));
    expect(benefits.psychology).toMatchObject({ heading: 'Why Mental Training Matters' });
    expect(benefits.fitness).toMatchObject({ heading: 'Why Boxing Fitness Works' });
    expect(benefits.business).toMatchObject({ heading: 'From Athlete to Entrepreneur' });
    expect(benefits.lifestyle).toMatchObject({ heading: 'Why Lifestyle Matters' });
    for (const id of ['psychology', 'fitness', 'business', 'lifestyle'] as const) {
      expect(courseCategory(id).benefits.items).toHaveLength(4);
    }
  });
});
