import type { Route } from './+types/book-consultation';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Book a Free Consultation',
    description: 'Consultation booking is opening soon.',
    path: '/book-consultation',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Consultation'}
      title={'Book a Free Consultation'}
      coming={'Consultation booking is opening soon.'}
    />
  );
}
