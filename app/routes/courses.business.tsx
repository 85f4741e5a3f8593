import type { Route } from './+types/courses.business';
import { CategoryPage, categoryMeta } from '~/components/courses/category-page';
import { courseCategory } from '~/content/course-categories';
import { siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

const category = courseCategory('business');

/** A static page: served as a document without the framework's scripts (decision 0034). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export const meta: Route.MetaFunction = ({ matches }) => categoryMeta(category, siteUrlOf(matches));

export default function Page() {
  return <CategoryPage category={category} />;
}
