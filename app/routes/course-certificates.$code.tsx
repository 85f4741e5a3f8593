import { BadgeCheck } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/course-certificates.$code';
import { isServiceError } from '@server/service-error';
import { courseCertificate } from '~/features/learning';
import { CourseCertificateSheet } from '~/features/learning/components/course-certificate';
import { PrintButton } from '~/features/results/components/certificate';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { seo, siteUrlOf } from '~/lib/seo';

/**
 * A course certificate's public page (issue 34): whoever is shown the certificate checks it here by its code.
 * The code is random, so certificates are not found by counting.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const certificate = await courseCertificate(context.services.database.db, params.code);
    return { certificate, verifyUrl: `${context.services.config.baseUrl}${certificate.path}` };
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: d, matches }) => {
  if (!d) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  return [
    ...seo({
      siteUrl: siteUrlOf(matches),
      title: `Certificate — ${d.certificate.learnerName}, ${d.certificate.course.title}`,
      description: `${d.certificate.learnerName} completed ${d.certificate.course.title}, an online course of AJBXNG Boxing Academy.`,
      path: d.certificate.path,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function CourseCertificatePage({
  loaderData: { certificate: c, verifyUrl },
}: Route.ComponentProps) {
  return (
    <div className="bg-canvas py-10 sm:py-14 print:bg-white print:p-0">
      <style>{'@media print { @page { size: A4 landscape; margin: 0; } }'}</style>
      <div className="container-page space-y-6 print:max-w-none print:space-y-0 print:px-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <p role="status" className="flex items-center gap-2 text-ink-800">
            <BadgeCheck aria-hidden className="size-5 text-naija-700" />
            <span>
              Verified: {c.learnerName} completed{' '}
              <Link
                to={c.course.path}
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                {c.course.title}
              </Link>{' '}
              on {formatLongDate(lagosDate(new Date(c.issuedAt)))}.
            </span>
          </p>
          <PrintButton />
        </div>
        <CourseCertificateSheet certificate={c} verifyUrl={verifyUrl} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no certificate with this code." />;
}
