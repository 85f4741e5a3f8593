import type { Route } from './+types/courses.fitness';
import { CategoryPage, categoryMeta } from '~/components/courses/category-page';
import { courseCategory } from '~/content/course-categories';

const category = courseCategory('fitness');

export const meta: Route.MetaFunction = () => categoryMeta(category);

export default function Page() {
  return <CategoryPage category={category} />;
}
