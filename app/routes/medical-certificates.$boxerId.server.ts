import { data } from 'react-router';
import { eq } from 'drizzle-orm';
import type { Route } from './+types/medical-certificates.$boxerId';
import { profiles, user } from '@server/db/schema';
import { mediaStoreFor } from '@server/media/choose';
import { isServiceError } from '@server/service-error';
import { requireViewer } from '~/features/auth/guard.server';
import { boxerCertificates, uploadCertificate } from '~/features/certificates';
import { changeLicence } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import { lagosDate } from '~/lib/lagos-time';
import { clock } from '@server/clock';

const privateAnswer = { 'Cache-Control': 'private, no-store' };

/** A boxer's medical certificates (issue 33): the boxer, their coach, their tournaments' organisers and officials. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  try {
    const found = await boxerCertificates(db, await workspaceFor(db, viewer), params.boxerId);
    const [boxer] = await db
      .select({
        name: user.name,
        licenceId: profiles.licenceId,
        licenceBody: profiles.licenceBody,
        licenceExpiresOn: profiles.licenceExpiresOn,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, params.boxerId));
    return data(
      {
        boxerId: params.boxerId,
        today: lagosDate(clock.now()),
        name: boxer?.name ?? '',
        licence: boxer ?? null,
        ...found,
      },
      { headers: privateAnswer },
    );
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

/** The boxer or their coach uploads one (a PDF, JPEG or PNG up to 5 MB, its type read from its bytes). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  const form = await request.formData();
  const file = form.get('file');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  try {
    if (text('intent') === 'licence') {
      await changeLicence(db, await workspaceFor(db, viewer), params.boxerId, {
        licenceId: text('licenceId'),
        licenceBody: text('licenceBody'),
        licenceExpiresOn: text('licenceExpiresOn'),
      });
      return data(
        {
          ok: true as const,
          intent: 'licence',
          message: 'Licence saved.',
          fields: {} as Record<string, string[]>,
        },
        { headers: privateAnswer },
      );
    }
    const certificate = await uploadCertificate(
      db,
      mediaStoreFor(context.services.config),
      await workspaceFor(db, viewer),
      params.boxerId,
      {
        file: file instanceof Blob ? file : null,
        fileName: file instanceof File ? file.name : 'certificate',
        issuer: text('issuer'),
        issuedOn: text('issuedOn'),
        expiresOn: text('expiresOn'),
      },
    );
    return data(
      {
        ok: true as const,
        intent: 'upload',
        message: `Uploaded: ${certificate.fileName}.`,
        fields: {} as Record<string, string[]>,
      },
      { headers: privateAnswer },
    );
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return data(
        {
          ok: false as const,
          intent: text('intent') === 'licence' ? 'licence' : 'upload',
          message: error.message,
          fields: error.fields ?? {},
        },
        { status: error.status, headers: privateAnswer },
      );
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}
