import { data } from 'react-router';
import type { Route } from './+types/invoices.$number';
import { requireViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { documentPdf, readableDocument } from '~/features/payments';
import { isServiceError } from '@server/service-error';

/**
 * A receipt or invoice as PDF (issue 31; decision 0028): for its payer, an organiser of the organisation a plan
 * document is for, or a platform admin; anyone else gets 404, as for a number that does not exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  try {
    const row = await readableDocument(db, await workspaceFor(db, viewer), params.number);
    return new Response(new Uint8Array(await documentPdf(row)), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${row.number}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isServiceError(error))
      throw data(error.message, { status: error.status, headers: { 'Cache-Control': 'private, no-store' } });
    throw error;
  }
}
