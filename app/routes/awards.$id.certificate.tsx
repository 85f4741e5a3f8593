import { data } from 'react-router';
import type { Route } from './+types/awards.$id.certificate';
import { isServiceError } from '@server/service-error';
import { awardCertificate } from '~/features/results';
import { CertificateSheet, PrintButton } from '~/features/results/components/certificate';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { formatDateRange } from '~/features/tournaments/date-range';
import { seo, siteUrlOf } from '~/lib/seo';

/**
 * An award's certificate, printable on one A4 landscape sheet. Public to whoever has its address, like the
 * award on the boxer's profile (a certificate is made to be shown), but `:id` is an opaque token made with the
 * server's secret, not the award's number: nobody finds children's certificates by counting (issue 27).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const { services } = context;
    return await awardCertificate(services.database.db, services.config.authSecret, params.id);
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: c, matches }) => {
  if (!c) return [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];
  return [
    ...seo({
      siteUrl: siteUrlOf(matches),
      title: `Certificate — ${c.boxer.name}, ${c.title}`,
      description: `${c.boxer.name}: ${c.title}${c.tournament ? `, ${c.tournament.name}` : ''}.`,
      path: c.path,
    }),
  ];
};

export default function CertificatePage({ loaderData: c }: Route.ComponentProps) {
  return (
    <div className="bg-canvas py-10 sm:py-14 print:bg-white print:p-0">
      {/* One landscape sheet with no margin: the certificate draws its own border. */}
      <style>{'@media print { @page { size: A4 landscape; margin: 0; } }'}</style>
      <div className="container-page space-y-6 print:max-w-none print:space-y-0 print:px-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <p className="text-ink-700">
            Certificate of <strong>{c.boxer.name}</strong>: prints on one A4 landscape sheet.
          </p>
          <PrintButton />
        </div>
        <CertificateSheet
          certificate={c}
          dates={c.tournament ? formatDateRange(c.tournament.startDate, c.tournament.endDate) : ''}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no certificate at this address." />;
}
