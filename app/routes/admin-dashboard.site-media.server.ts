import { data } from 'react-router';
import type { Route } from './+types/admin-dashboard.site-media';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import { requireViewer } from '~/features/auth/guard.server';
import {
  assignSlot,
  deleteSiteMedia,
  describeSiteMedia,
  setFocalPoint,
  siteMediaLibrary,
  slotAssignments,
  uploadSiteMedia,
} from '~/features/site-media/library.server';
import { siteMediaFormSchema } from '~/features/site-media/forms';
import { siteSlots } from '~/features/site-media/slots';
import { mediaStoreFor } from '@server/media/choose';
import { ServiceError } from '@server/service-error';

const privateAnswer = { 'Cache-Control': 'private, no-store' };

/** The site media library (issue 30 item 7): platform admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const db = context.services.database.db;
  const [library, assigned] = await Promise.all([siteMediaLibrary(db, viewer), slotAssignments(db, viewer)]);
  return data({ library, assigned, slots: siteSlots() }, { headers: privateAnswer });
}

/**
 * Upload, assign, focal point, words, delete: each a post of the one form pipeline (the upload's file read
 * by hand). A refusal comes back to its form with the reason beside the field; every write answered here
 * clears the public page cache, so the next visitor sees the change.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const { db } = context.services.database;
  const form = await request.formData();
  const parsed = parseSubmission(siteMediaFormSchema, form);
  if (!parsed.ok) {
    // The answer names the form it is for, so the page shows it beside that form's fields.
    const intent = typeof parsed.values.intent === 'string' ? parsed.values.intent : undefined;
    return data({ ...parsed.failure, intent }, { status: 400, headers: privateAnswer });
  }
  const command = parsed.data;
  const store = mediaStoreFor(context.services.config);
  try {
    switch (command.intent) {
      case 'upload': {
        const file = form.get('file');
        const item = await uploadSiteMedia(db, store, viewer, {
          file: file instanceof Blob ? file : null,
          facts: { title: command.title, altText: command.altText },
        });
        return done(
          `“${item.title}” is in the library${item.kind === 'image' ? `, in ${item.renditions.length} renditions` : ''}.`,
          'upload',
          item.id,
        );
      }
      case 'assign':
        await assignSlot(db, viewer, command.slot, command.mediaId);
        return done(
          command.mediaId === null ? 'The slot shows the drawn art again.' : 'The slot shows it now.',
          'assign',
        );
      case 'focal':
        await setFocalPoint(db, viewer, command.mediaId, command.focalX, command.focalY);
        return done('Focal point saved.', 'focal', command.mediaId);
      case 'describe':
        await describeSiteMedia(db, viewer, command.mediaId, {
          title: command.title,
          altText: command.altText,
        });
        return done('Title and alt text saved.', 'describe', command.mediaId);
      case 'delete':
        await deleteSiteMedia(db, store, viewer, command.mediaId);
        return done('Deleted: its slots show the drawn art again.', 'delete');
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return data(
      {
        ...formFailure({ fieldErrors: error.fields ?? {}, formError: error.message }, parsed.values),
        intent: command.intent,
      },
      { status: error.status, headers: privateAnswer },
    );
  }
}

function done(message: string, intent: string, mediaId?: number) {
  return data(
    { status: 'done' as const, message, intent, mediaId: mediaId ?? null },
    { headers: privateAnswer },
  );
}
