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
export {
  addLesson,
  courseLessonsForEditor,
  moveLesson,
  setLessonPublished,
  updateLesson,
} from './authoring.server';
export type { AuthoredLesson } from './authoring.server';
export { lessonInputSchema, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './forms';
export type { LessonInput } from './forms';
export {
  assignInstructor,
  instructorsOf,
  removeInstructor,
  requireCourseEditor,
  taughtCourses,
  teachesCourse,
} from './instructors.server';
export type { CourseInstructor, TaughtCourse } from './instructors.server';
export { courseReviewsOf, reviewCourse, reviewEligibility } from './reviews.server';
export { courseCertificatesOf } from './profile-certificates.server';
export type { HeldCertificate } from './profile-certificates.server';
export type { CourseReview, CourseReviews, ReviewEligibility } from './reviews.server';
export {
  courseLessonMedia,
  LESSON_CAPTIONS_MAX_BYTES,
  LESSON_VIDEO_MAX_BYTES,
  lessonCaptionsPath,
  lessonMediaFile,
  lessonMediaUrls,
  lessonVideoPath,
  lessonVideoTypes,
  removeLessonMedia,
  uploadLessonCaptions,
  uploadLessonVideo,
} from './lesson-media.server';
export type { LessonMedia, LessonUpload } from './lesson-media.server';
export { COURSE_EDITOR_POST_LIMIT, isCourseEditorPost } from './editor-posts';
