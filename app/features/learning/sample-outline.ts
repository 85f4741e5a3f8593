import type { Course } from '~/content/courses';

/**
 * A course's sample outline (issue 34): until its instructor writes the real lessons, each catalogue course
 * has as many lessons as its card says, in four modules named by its four features, each ending with a short
 * check the lesson's own text answers. Marked as sample content wherever it shows.
 */

export type LessonDraft = {
  position: number;
  title: string;
  minutes: number;
  body: string;
  check: { question: string; options: string[]; answer: number } | null;
};

/** A module's lessons, in order; its last is always "Put it together". */
const PARTS = [
  'What it is and why it matters',
  'The basics, step by step',
  'Common mistakes',
  'Practice session',
  'Going deeper',
  'Under pressure',
  'Build your routine',
  'Case study',
  'Advanced practice',
  'Check your progress',
  'Coach’s notes',
];
const LAST_PART = 'Put it together';

/** The module (0-3) of lesson `position` (1-based) of `count`: the lessons spread evenly over four modules. */
export function moduleOf(position: number, count: number): number {
  return Math.min(3, Math.floor(((position - 1) * 4) / count));
}

export function sampleLessons(course: Pick<Course, 'lessons' | 'features' | 'title'>): LessonDraft[] {
  const count = course.lessons;
  const lessons: LessonDraft[] = [];
  let partInModule = 0;
  for (let position = 1; position <= count; position++) {
    const module = moduleOf(position, count);
    if (position > 1 && moduleOf(position - 1, count) !== module) partInModule = 0;
    const feature = course.features[module] ?? course.title;
    const lastOfModule = position === count || moduleOf(position + 1, count) !== module;
    const part = lastOfModule ? LAST_PART : (PARTS[partInModule] ?? `Practice ${partInModule + 1}`);
    partInModule++;
    lessons.push({
      position,
      title: `${feature}: ${part}`,
      minutes: 12 + ((position * 7) % 4) * 3,
      body: [
        `## ${part}`,
        `This lesson is part of the module **${feature}** of ${course.title}, lesson ${position} of ${count}.`,
        'Watch the coach first, then work through the points below at your own pace. Repeat each one until it feels natural before you move on.',
        [
          '- Read the notes and watch the coach’s demonstration once without stopping.',
          `- Practise ${feature.toLowerCase()} for twenty minutes, in short blocks with a rest between them.`,
          '- Write in your training diary what felt hard, and bring it to the next lesson.',
        ].join('\n'),
        'Sample content: the instructor’s own lesson replaces this text and its video.',
      ].join('\n\n'),
      check: {
        question: 'Which module of the course is this lesson part of?',
        options: [...course.features],
        answer: module,
      },
    });
  }
  return lessons;
}
