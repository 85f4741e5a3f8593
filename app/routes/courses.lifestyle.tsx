import type { Route } from './+types/courses.lifestyle';
import { CategoryPage, categoryMeta } from '~/components/courses/category-page';
import { courseCategory } from '~/content/course-categories';

const category = courseCategory('lifestyle');

export const meta: Route.MetaFunction = () => categoryMeta(category);

export default function Page() {
  return <CategoryPage category={category} />;
}
