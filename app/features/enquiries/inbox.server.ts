import { containsPattern } from '@server/db/like';
import { clock } from '@server/clock';
import { and, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { refusal, ServiceError } from '@server/service-error';
import type { Refusal } from '@server/service-error';
import { enquiries, enquiryEvents, organisations, user } from '@server/db/schema';
import { describeFields } from './catalogue.server';
import type { DescribedField } from './catalogue.server';
import { toCsv } from './csv';
import type { EnquiryForm, EnquiryStatus } from './forms';
import {
  enquiryFormTitles,
  enquiryStatusLabels,
  isEnquiryForm,
  isEnquiryStatus,
  nextStatuses,
  NOTE_MAX,
} from './forms';
import { normaliseReference } from './reference.server';
import { addDays, formatDateTime, isCalendarDate, lagosInstant } from '~/lib/lagos-time';

/** The inbox's filters, as they travel in the query string so that a filtered view can be shared and exported. */
export type EnquiryFilters = {
  form?: EnquiryForm;
  status?: EnquiryStatus;
  /** Lagos calendar dates, inclusive. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
};

export const INBOX_PAGE_SIZE = 25;
const EXPORT_LIMIT = 10_000;

export function parseFilters(params: URLSearchParams): EnquiryFilters {
  const form = params.get('form');
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const page = Number(params.get('page'));
  return {
    ...(isEnquiryForm(form) ? { form } : {}),
    ...(isEnquiryStatus(status) ? { status } : {}),
    ...(isCalendarDate(from) ? { from } : {}),
    ...(isCalendarDate(to) ? { to } : {}),
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The same filters back as a query string (page left out), for links and the CSV export. */
export function filtersToQuery(filters: EnquiryFilters): string {
  const params = new URLSearchParams();
  if (filters.form) params.set('form', filters.form);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  return params.toString();
}

function where(filters: EnquiryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.form) conditions.push(eq(enquiries.form, filters.form));
  if (filters.status) conditions.push(eq(enquiries.status, filters.status));
  if (filters.from) conditions.push(gte(enquiries.createdAt, lagosInstant(filters.from, '00:00')));
  if (filters.to) conditions.push(lt(enquiries.createdAt, lagosInstant(addDays(filters.to, 1), '00:00')));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(enquiries.name, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.reference, containsPattern(normaliseReference(filters.q))),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type EnquiryListRow = {
  reference: string;
  form: EnquiryForm;
  status: EnquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
};

const listColumns = {
  reference: enquiries.reference,
  form: enquiries.form,
  status: enquiries.status,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  createdAt: enquiries.createdAt,
};

export async function listEnquiries(db: Database, filters: EnquiryFilters) {
  const condition = where(filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(enquiries).where(condition);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows: EnquiryListRow[] = await db
    .select(listColumns)
    .from(enquiries)
    .where(condition)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/** How many enquiries nobody has picked up yet: the number on the Enquiries tab. */
export async function countNewEnquiries(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enquiries).where(eq(enquiries.status, 'new'));
  return row?.total ?? 0;
}

/** New enquiries per form, for the inbox's filter chips. */
export async function countNewEnquiriesByForm(db: Database): Promise<Partial<Record<EnquiryForm, number>>> {
  const rows = await db
    .select({ form: enquiries.form, total: count() })
    .from(enquiries)
    .where(eq(enquiries.status, 'new'))
    .groupBy(enquiries.form);
  return Object.fromEntries(rows.map((r) => [r.form, r.total]));
}

/**
 * The statuses an enquiry may move to from here. An organisation sign-up is accepted only by approving
 * the organisation (which makes its contact the organiser), never by a bare status change.
 */
export function allowedNextStatuses(form: EnquiryForm, status: EnquiryStatus): readonly EnquiryStatus[] {
  const next = nextStatuses[status];
  return form === 'organisation-signup' ? next.filter((s) => s !== 'accepted') : next;
}

export type EnquiryDetail = {
  reference: string;
  form: EnquiryForm;
  formTitle: string;
  status: EnquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  fields: DescribedField[];
  nextStatuses: readonly EnquiryStatus[];
  history: {
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    actor: string | null;
    at: Date;
  }[];
  organisation: { id: number; status: 'pending' | 'approved' | 'declined'; plan: string } | null;
};

export async function getEnquiry(db: Database, reference: string): Promise<EnquiryDetail | null> {
  const [row] = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.reference, normaliseReference(reference)))
    .limit(1);
  if (!row) return null;
  const history = await db
    .select({
      fromStatus: enquiryEvents.fromStatus,
      toStatus: enquiryEvents.toStatus,
      note: enquiryEvents.note,
      actor: user.name,
      at: enquiryEvents.createdAt,
    })
    .from(enquiryEvents)
    .leftJoin(user, eq(user.id, enquiryEvents.actorUserId))
    .where(eq(enquiryEvents.enquiryId, row.id))
    .orderBy(desc(enquiryEvents.createdAt), desc(enquiryEvents.id));
  const [organisation] =
    row.form === 'organisation-signup'
      ? await db
          .select({ id: organisations.id, status: organisations.status, plan: organisations.plan })
          .from(organisations)
          .where(eq(organisations.enquiryId, row.id))
          .limit(1)
      : [];
  return {
    reference: row.reference,
    form: row.form,
    formTitle: enquiryFormTitles[row.form],
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt,
    fields: describeFields(row.form, row.fields),
    nextStatuses: allowedNextStatuses(row.form, row.status),
    history,
    organisation: organisation ?? null,
  };
}

export type StatusChange = {
  reference: string;
  toStatus: string;
  note?: string | null;
  actorUserId: string;
  /** The status the admin saw; if someone else moved the enquiry meanwhile, the change is refused. */
  fromStatus?: string;
};

export async function changeEnquiryStatus(
  db: Database,
  change: StatusChange,
): Promise<{ ok: true; status: EnquiryStatus } | Refusal> {
  // What the form got wrong comes back as data; a missing enquiry or a move that is not allowed is thrown.
  const note = change.note?.trim() ?? '';
  if (note.length > NOTE_MAX) {
    const message = `Keep the note to ${NOTE_MAX} characters or fewer.`;
    return refusal(400, 'invalid_note', message, { note: [message] });
  }
  if (!isEnquiryStatus(change.toStatus)) {
    const message = 'Choose a status from the list.';
    return refusal(400, 'invalid_status', message, { toStatus: [message] });
  }
  const toStatus = change.toStatus;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: enquiries.id, form: enquiries.form, status: enquiries.status })
      .from(enquiries)
      .where(eq(enquiries.reference, normaliseReference(change.reference)))
      .for('update')
      .limit(1);
    if (!row) throw new ServiceError(404, 'enquiry_not_found', 'There is no enquiry with that reference.');
    if (change.fromStatus && change.fromStatus !== row.status) {
      throw new ServiceError(
        409,
        'enquiry_moved',
        `Someone else has just moved this enquiry to ${enquiryStatusLabels[row.status]}. Check it and try again.`,
      );
    }
    if (!allowedNextStatuses(row.form, row.status).includes(toStatus)) {
      const hint =
        row.form === 'organisation-signup' && toStatus === 'accepted'
          ? ' Approve the organisation instead: that accepts it and makes its contact the organiser.'
          : '';
      throw new ServiceError(
        409,
        'status_not_allowed',
        `An enquiry that is ${enquiryStatusLabels[row.status].toLowerCase()} cannot move to ${enquiryStatusLabels[toStatus].toLowerCase()}.${hint}`,
      );
    }
    await tx
      .update(enquiries)
      .set({ status: toStatus, updatedAt: clock.now() })
      .where(eq(enquiries.id, row.id));
    await tx.insert(enquiryEvents).values({
      enquiryId: row.id,
      fromStatus: row.status,
      toStatus,
      note: note || null,
      actorUserId: change.actorUserId,
    });
    if (row.form === 'organisation-signup' && toStatus === 'declined') {
      await tx
        .update(organisations)
        .set({ status: 'declined' })
        .where(and(eq(organisations.enquiryId, row.id), eq(organisations.status, 'pending')));
    }
    return { ok: true as const, status: toStatus };
  });
}

/** The filtered list as CSV, every field included, newest first. */
export async function exportEnquiriesCsv(db: Database, filters: EnquiryFilters): Promise<string> {
  const rows = await db
    .select({ ...listColumns, fields: enquiries.fields })
    .from(enquiries)
    .where(where(filters))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(EXPORT_LIMIT);
  return toCsv([
    ['Reference', 'Received (WAT)', 'Form', 'Status', 'Name', 'Email', 'Phone', 'Details'],
    ...rows.map((r) => [
      r.reference,
      formatDateTime(r.createdAt),
      enquiryFormTitles[r.form],
      enquiryStatusLabels[r.status],
      r.name,
      r.email,
      r.phone ?? '',
      describeFields(r.form, r.fields)
        .map((f) => `${f.label}: ${f.value}`)
        .join('\n'),
    ]),
  ]);
}
