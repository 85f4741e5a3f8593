import { courseCategories } from '~/content/course-categories';
import { courses } from '~/content/courses';
import { programmes } from '~/content/programmes';
import { stories, storyPhotoSlot } from '~/content/stories';

/**
 * Where the library's items are shown (issue 30 item 7): one item per slot. The names are those of
 * docs/photo-slots.md, which says what each should show; a slot with nothing assigned shows the brand's
 * drawn art instead.
 */
export type SiteSlot = {
  slot: string;
  /** What the admin reads on the slot list. */
  label: string;
  /** The page (or pages) it appears on. */
  page: string;
  kind: 'image' | 'video';
};

export const TRAINING_FILM_SLOT = 'home-training-film';
export const HERO_SLOT = 'home-hero';

export function siteSlots(): SiteSlot[] {
  return [
    { slot: HERO_SLOT, label: 'Home hero', page: '/', kind: 'image' },
    { slot: TRAINING_FILM_SLOT, label: 'Training film (Watch Training)', page: '/', kind: 'video' },
    { slot: 'about-aj-portrait', label: 'Founder’s portrait', page: '/about', kind: 'image' },
    ...programmes.map((programme) => ({
      slot: `programme-${programme.slug}`,
      label: `Programme: ${programme.title}`,
      page: `/courses/${programme.slug}`,
      kind: 'image' as const,
    })),
    ...courseCategories.map((category) => ({
      slot: `courses-${category.id}-hero`,
      label: `Course category: ${category.name}`,
      page: `/courses/${category.id}`,
      kind: 'image' as const,
    })),
    ...courses.map((course) => ({
      slot: course.image,
      label: `Course: ${course.title}`,
      page: `/courses/${course.category}`,
      kind: 'image' as const,
    })),
    ...stories.map((story) => ({
      slot: storyPhotoSlot(story.id),
      label: `Success story: ${story.name}`,
      page: '/success-stories',
      kind: 'image' as const,
    })),
    { slot: 'bootcamp-london', label: 'London bootcamp: hero', page: '/aj-bootcamp-london', kind: 'image' },
    {
      slot: 'bootcamp-sparring',
      label: 'London bootcamp: sparring',
      page: '/aj-bootcamp-london',
      kind: 'image',
    },
  ];
}

export function siteSlot(slot: string): SiteSlot | undefined {
  return siteSlots().find((s) => s.slot === slot);
}
