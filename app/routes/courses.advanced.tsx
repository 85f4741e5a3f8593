import type { Route } from './+types/courses.advanced';
import { CategoryPage, categoryMeta } from '~/components/courses/category-page';
import { courseCategory } from '~/content/course-categories';
import { siteUrlOf } from '~/lib/seo';

const category = courseCategory('advanced');

export const meta: Route.MetaFunction = ({ matches }) => categoryMeta(category, siteUrlOf(matches));

export default function Page() {
  return <CategoryPage category={category} />;
}
