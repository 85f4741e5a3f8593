import { z } from 'zod';
import { mediaStoreFor } from '@server/media/choose';
import type { MediaStore } from '@server/media/store';
import type { AppServices } from '@server/services';
import { boxerCertificates, certificateFile } from '~/features/certificates';
import { workspaceFor } from '~/features/organisations';
import { defineEndpoint } from './endpoint';
import { sendRemoteMedia } from './live';

/**
 * Boxers' medical certificates (issue 33 item 5), never public: the boxer, their coach, a platform admin, and
 * the organisers and bout officials of a tournament the boxer entered read them; anyone else hears 404.
 * They are uploaded on the boxer's certificates page (/medical-certificates/:boxerId).
 */
const certificate = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']).or(z.string()),
  byteSize: z.number().int(),
  issuer: z.string(),
  issuedOn: z.string().describe('YYYY-MM-DD'),
  expiresOn: z.string().describe('YYYY-MM-DD, valid through this Lagos date'),
  uploadedAt: z.string(),
  url: z.string().describe('Where the file is served (to the same people)'),
});
const noCertificate = {
  status: 404,
  description: 'No such boxer or certificate, or not one the caller may see (certificate_not_found)',
} as const;

export function certificateEndpoints(services: AppServices) {
  let made: MediaStore | undefined;
  const mediaStore = () => (made ??= mediaStoreFor(services.config));
  return [
    defineEndpoint({
      method: 'get',
      path: '/boxers/:id/medical-certificates',
      roles: 'signed-in',
      summary:
        "A boxer's medical certificates, latest expiry first (the boxer, their coach, their tournaments' organisers and officials)",
      params: z.object({ id: z.string().min(1).max(100).describe("The boxer's account id") }),
      response: z.object({ certificates: z.array(certificate) }),
      refusals: [noCertificate],
      handle: async ({ db, viewer, params }) => {
        const { certificates } = await boxerCertificates(db, await workspaceFor(db, viewer!), params.id);
        return {
          certificates: certificates.map((c) => ({ ...c, url: `/api/v1/medical-certificates/${c.id}/file` })),
        };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/medical-certificates/:id/file',
      roles: 'signed-in',
      summary: 'The file of a medical certificate (PDF, JPEG or PNG), never cached by shared caches',
      params: z.object({
        id: z
          .string()
          .regex(/^[1-9]\d{0,8}$/, 'A certificate id is a number')
          .transform(Number)
          .describe('The numeric id'),
      }),
      refusals: [noCertificate],
      handle: async ({ db, viewer, params, req, res }) => {
        const { file, contentType, fileName } = await certificateFile(
          db,
          mediaStore(),
          await workspaceFor(db, viewer!),
          params.id,
        );
        res.setHeader('Content-Disposition', `inline; filename="${fileName.replace(/"/g, '')}"`);
        if (!('path' in file)) {
          await sendRemoteMedia(req, res, { ...file, contentType }, 'private, no-store');
          return undefined;
        }
        await new Promise<void>((resolve, reject) =>
          res.sendFile(
            file.path,
            {
              headers: {
                'Content-Type': contentType,
                'X-Content-Type-Options': 'nosniff',
                'Cache-Control': 'private, no-store',
              },
              cacheControl: false,
              dotfiles: 'allow',
            },
            (error) => (error && !res.headersSent ? reject(error) : resolve()),
          ),
        );
        return undefined;
      },
    }),
  ];
}
