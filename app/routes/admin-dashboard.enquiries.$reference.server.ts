import { data } from 'react-router';
import type { Route } from './+types/admin-dashboard.enquiries.$reference';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import type { FormFailure } from '~/components/forms/submission';
import { requireViewer } from '~/features/auth/guard.server';
import { enquiryStatusLabels } from '~/features/enquiries/forms';
import { changeEnquiryStatus, getEnquiry } from '~/features/enquiries/inbox.server';
import {
  enquiryApprovalFormSchema,
  enquiryStatusFormSchema,
} from '~/features/enquiries/schemas/status-change';
import { approveSignUp } from '~/features/organisations/organisations.server';
import { formatDateTime } from '~/lib/lagos-time';
import { ServiceError } from '@server/service-error';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  const enquiry = await getEnquiry(context.services.database.db, params.reference);
  if (!enquiry) throw data({ reason: 'not-found' }, { status: 404 });
  return {
    ...enquiry,
    received: formatDateTime(enquiry.createdAt),
    history: enquiry.history.map((event) => ({ ...event, when: formatDateTime(event.at) })),
  };
}

/** The service's answer, or the ServiceError it refused with (anything else is ours, and thrown on). */
async function refusalOf<T>(work: Promise<T>): Promise<T | ServiceError> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const { config, database } = context.services;
  const form = await request.formData().catch(() => null);
  // A post here has no field a person could mistype (a list and an optional note): its problem is the form's.
  const refuse = (failure: FormFailure) =>
    data(
      formFailure({
        formError: Object.values(failure.fieldErrors)[0]?.[0] ?? 'Reload the page and try again.',
      }),
      { status: 400 },
    );
  // The service's refusal (no such enquiry, a move someone else made first, an approval already decided)
  // is said above the form, with its status.
  const refused = (error: ServiceError) =>
    data(formFailure({ formError: error.message }), { status: error.status });

  if (form?.get('intent') === 'approve') {
    const parsed = parseSubmission(enquiryApprovalFormSchema, form);
    if (!parsed.ok) return refuse(parsed.failure);
    const approval = await refusalOf(
      approveSignUp(database.db, {
        reference: params.reference,
        actorUserId: viewer.id,
        baseUrl: config.baseUrl,
        note: parsed.data.note,
      }),
    );
    if (approval instanceof ServiceError) return refused(approval);
    return {
      status: 'done' as const,
      message: 'Organisation approved: its account is ready and the link is on its way.',
    };
  }

  const parsed = parseSubmission(enquiryStatusFormSchema, form);
  if (!parsed.ok) return refuse(parsed.failure);
  const result = await refusalOf(
    changeEnquiryStatus(database.db, {
      reference: params.reference,
      toStatus: parsed.data.toStatus,
      fromStatus: parsed.data.fromStatus,
      note: parsed.data.note ?? null,
      actorUserId: viewer.id,
    }),
  );
  if (result instanceof ServiceError) return refused(result);
  if (!result.ok) return refused(result.error);
  return { status: 'done' as const, message: `Moved to ${enquiryStatusLabels[result.status]}.` };
}
