import { academyProvider } from '~/components/marketing/academy-provider';
import type { Course } from '~/content/courses';
import { coursePath, weeksOf } from '~/content/courses';
import { absoluteUrl } from '~/lib/seo';

/**
 * schema.org Course for one card. Several cards share a destination page, so each course is identified by
 * its card's anchor on the page listing it.
 */
export function courseJsonLd(siteUrl: string, course: Course, listedOn: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': absoluteUrl(siteUrl, `${listedOn}#course-${course.id}`),
    name: course.title,
    description: course.description,
    url: absoluteUrl(siteUrl, `${listedOn}#course-${course.id}`),
    provider: academyProvider(siteUrl),
    educationalLevel: course.level,
    timeRequired: `P${weeksOf(course)}W`,
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.price,
      priceCurrency: 'NGN',
      url: absoluteUrl(siteUrl, coursePath(course)),
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Blended',
      courseWorkload: `P${weeksOf(course)}W`,
      instructor: { '@type': 'Person', name: course.instructor },
    },
  };
}
