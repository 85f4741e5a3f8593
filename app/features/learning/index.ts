export {
  certificatePath,
  completeLesson,
  courseCertificate,
  courseOutline,
  ensureSampleLessons,
  lessonCount,
  lessonPage,
  myCourses,
  requireLearner,
} from './learning.server';
export type {
  CourseOutline,
  CourseProgress,
  LessonCompletion,
  LessonPage,
  OutlineLesson,
} from './learning.server';
export { sampleLessons } from './sample-outline';
