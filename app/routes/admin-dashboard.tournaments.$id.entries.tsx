import { useEffect } from 'react';
import { data } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.entries';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { pageParam } from '~/components/event/page-nav';
import {
  entriesPage,
  inviteBoxer,
  markEntryPaid,
  markEntryUnpaid,
  revokeInvitation,
  withdrawEntry,
} from '~/features/entries';
import { EntriesBoard } from '~/features/entries/components/entries-board';
import type { EntriesAnswer } from '~/features/entries/components/entries-board';
import { requireWorkspace } from '~/features/organisations';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Entries · ${loaderData?.page.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

const ENTRIES_PAGE_SIZE = 50;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const url = new URL(request.url);
  const page = await entriesPage(context.services.database.db, workspace, params.id, {
    q: url.searchParams.get('q')?.slice(0, 80) ?? '',
    show: url.searchParams.get('show') ?? 'all',
  });
  // ?withdraw=<entry> is the confirmation step of a withdrawal made without JavaScript (with it, a dialog).
  const confirm = Number(url.searchParams.get('withdraw'));
  // 50 a page: at 600 entries the whole list is a page of 1.5 MB; the search and filter find anyone.
  const at = pageParam(url.searchParams.get('page'), page.rows.length, ENTRIES_PAGE_SIZE);
  return {
    page: { ...page, rows: page.rows.slice((at - 1) * ENTRIES_PAGE_SIZE, at * ENTRIES_PAGE_SIZE) },
    paging: { page: at, total: page.rows.length, pageSize: ENTRIES_PAGE_SIZE },
    confirmWithdraw: Number.isInteger(confirm) && confirm > 0 ? confirm : null,
  };
}

/** After any post, the list is read again: the entry's state (or the invitations) may have moved on. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  // The page's own check first: someone else's tournament is a 403 (or 404) before any form is read.
  const { tournament } = await entriesPage(db, workspace, params.id);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const entryId = Number(form.get('entryId'));
  const name = String(form.get('name') ?? '').slice(0, 120);
  try {
    let answer: EntriesAnswer;
    if (intent === 'paid') {
      await markEntryPaid(db, workspace, entryId);
      answer = { ok: true, intent, entryId, message: `${name}: entry fee marked paid.` };
    } else if (intent === 'unpaid') {
      await markEntryUnpaid(db, workspace, entryId);
      answer = { ok: true, intent, entryId, message: `${name}: entry fee marked unpaid.` };
    } else if (intent === 'withdraw') {
      const done = await withdrawEntry(db, workspace, entryId, form.get('reason'));
      answer = {
        ok: true,
        intent,
        entryId,
        message: done.walkover
          ? `${name} is withdrawn: their bouts still to box are walkovers.`
          : `${name} is withdrawn.`,
      };
    } else if (intent === 'invite') {
      const invited = await inviteBoxer(
        db,
        workspace,
        tournament.id,
        { email: String(form.get('email') ?? '') },
        { baseUrl: context.services.config.baseUrl },
      );
      answer = {
        ok: true,
        intent,
        entryId: null,
        message: invited.created
          ? `${invited.boxerName} is invited: we e-mailed them the tournament’s link.`
          : `${invited.boxerName} was invited already.`,
      };
    } else if (intent === 'revoke') {
      const revoked = await revokeInvitation(db, workspace, tournament.id, String(form.get('boxerId') ?? ''));
      answer = {
        ok: true,
        intent,
        entryId: null,
        message: `${revoked.boxerName}’s invitation is revoked.`,
      };
    } else {
      return data(
        { ok: false, intent: null, entryId: null, message: 'Choose what to do.' } satisfies EntriesAnswer,
        { status: 400 },
      );
    }
    return answer;
  } catch (error) {
    if (isServiceError(error) && error.status !== 403)
      return data(
        {
          ok: false,
          intent: intent || null,
          entryId: Number.isInteger(entryId) && entryId > 0 ? entryId : null,
          message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
          email: intent === 'invite' ? String(form.get('email') ?? '') : undefined,
        } satisfies EntriesAnswer,
        { status: error.status },
      );
    throw error;
  }
}

export default function TournamentEntries({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.ok) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);
  return (
    <EntriesBoard
      page={loaderData.page}
      paging={loaderData.paging}
      confirmWithdraw={loaderData.confirmWithdraw}
      answer={actionData as EntriesAnswer | undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
