import { Award } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatNaira } from '~/lib/money';
import type { EnrolmentView } from '../enrolments.server';

const statusWords: Record<EnrolmentView['status'], string> = {
  active: 'Enrolled',
  pending: 'Awaiting payment',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const statusTone = {
  active: 'green',
  pending: 'gold',
  refunded: 'muted',
  cancelled: 'muted',
} as const;

/**
 * "My courses" (issue 31 item 4, decision 0031): the courses and programmes a person bought, each with its
 * status, what was paid and its receipt; a pending one whose payment failed offers to pay again. An active
 * course opens in the learning area, My Courses (issue 34), and a course done has its certificate's public page.
 */
export function MyCourses({
  enrolments,
  certificates = {},
}: {
  enrolments: readonly EnrolmentView[];
  /** A course's certificate (its public page) by the course's slug. */
  certificates?: Readonly<Record<string, string>>;
}) {
  const link = 'font-semibold text-red-700 underline-offset-4 hover:underline';
  return (
    <Card id="my-courses">
      <CardHeader>
        <CardTitle>My courses</CardTitle>
      </CardHeader>
      <CardContent>
        {enrolments.length === 0 ? (
          <p className="text-ink-600">
            No courses yet.{' '}
            <Link to="/courses" className={link}>
              Browse the online courses
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-ink-900/10" aria-label="My courses">
            {enrolments.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="min-w-0">
                  <Link to={e.path} className="font-bold text-ink-950 underline-offset-4 hover:underline">
                    {e.title}
                  </Link>
                  <p className="mt-1 text-sm text-ink-600">
                    {e.product === 'course' ? 'Online course' : 'Programme'} ·{' '}
                    {formatNaira(e.amountKobo / 100)}
                    {e.paymentKind === 'deposit' ? ` deposit of ${formatNaira(e.priceKobo / 100)}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Badge tone={statusTone[e.status]}>{statusWords[e.status]}</Badge>
                  {e.status === 'active' && e.product === 'course' ? (
                    <Link to={`/my-courses/${e.slug}`} className={`text-sm ${link}`}>
                      Open the course<span className="sr-only">: {e.title}</span>
                    </Link>
                  ) : null}
                  {e.product === 'course' && certificates[e.slug] ? (
                    <Link
                      to={certificates[e.slug]!}
                      className={`inline-flex items-center gap-1 text-sm ${link}`}
                      aria-label={`Certificate: ${e.title}`}
                    >
                      <Award aria-hidden className="size-4" /> Certificate
                    </Link>
                  ) : null}
                  {e.receipt ? (
                    <a href={`/invoices/${e.receipt}`} className={`text-sm ${link}`}>
                      Receipt (PDF)
                    </a>
                  ) : null}
                  {e.status === 'pending' && e.product === 'course' ? (
                    <Form method="post" action={e.path} reloadDocument>
                      <Button type="submit" size="sm" variant="dark">
                        {e.retry ? 'Pay again' : 'Continue payment'}
                        <span className="sr-only">: {e.title}</span>
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
