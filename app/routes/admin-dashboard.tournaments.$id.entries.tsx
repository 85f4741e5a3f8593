import { useEffect } from 'react';
import { data } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.entries';
import { pageParam } from '~/components/event/page-nav';
import { parseSubmission } from '~/components/forms/submission';
import {
  entriesPage,
  inviteBoxer,
  markEntryPaid,
  markEntryUnpaid,
  recordEntryCashRefund,
  revokeInvitation,
  withdrawEntry,
} from '~/features/entries';
import { EntriesBoard } from '~/features/entries/components/entries-board';
import { ENTRIES_BOARD_INTENTS, entriesBoardFormSchema } from '~/features/entries/forms';
import type { EntriesAnswer } from '~/features/entries/components/entries-board';
import { requireWorkspace } from '~/features/organisations';
import { nairaOfKobo } from '~/lib/refund-policy';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Entries · ${loaderData?.page.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

const ENTRIES_PAGE_SIZE = 50;

/** What only a stale page or a forged post gets wrong: said as the refusal. */
const NOT_UNDERSTOOD = 'That change was not understood. Reload the page and try again.';

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
  const parsed = parseSubmission(entriesBoardFormSchema, await request.formData());
  if (!parsed.ok) {
    const asked = String(parsed.values.intent ?? '');
    const intent = (ENTRIES_BOARD_INTENTS as readonly string[]).includes(asked) ? asked : null;
    const entryId = Number(parsed.values.entryId);
    return data(
      {
        ok: false,
        intent,
        entryId: Number.isInteger(entryId) && entryId > 0 ? entryId : null,
        // No command: the page's own words; a command it could not read: the first field's message.
        message: intent
          ? (Object.values(parsed.failure.fieldErrors)[0]?.[0] ?? NOT_UNDERSTOOD)
          : 'Choose what to do.',
        fieldErrors: parsed.failure.fieldErrors,
        email: intent === 'invite' ? String(parsed.values.email ?? '') : undefined,
      } satisfies EntriesAnswer,
      { status: 400 },
    );
  }
  const command = parsed.data;
  const { intent } = command;
  const entryId = 'entryId' in command ? command.entryId : null;
  try {
    let answer: EntriesAnswer;
    if (command.intent === 'paid') {
      await markEntryPaid(db, workspace, command.entryId);
      answer = { ok: true, intent, entryId, message: `${command.name}: entry fee marked paid.` };
    } else if (command.intent === 'unpaid') {
      await markEntryUnpaid(db, workspace, command.entryId);
      answer = { ok: true, intent, entryId, message: `${command.name}: entry fee marked unpaid.` };
    } else if (command.intent === 'withdraw') {
      const done = await withdrawEntry(db, workspace, command.entryId, command.reason);
      answer = {
        ok: true,
        intent,
        entryId,
        message: done.walkover
          ? `${command.name} is withdrawn: their bouts still to box are walkovers.`
          : `${command.name} is withdrawn.`,
      };
    } else if (command.intent === 'cash-refund') {
      const done = await recordEntryCashRefund(db, workspace, command.entryId);
      answer = {
        ok: true,
        intent,
        entryId,
        message: `${command.name}: refund of ${nairaOfKobo(done.refund.amountKobo)} in cash recorded.`,
      };
    } else if (command.intent === 'invite') {
      const invited = await inviteBoxer(
        db,
        workspace,
        tournament.id,
        { email: command.email },
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
    } else {
      const revoked = await revokeInvitation(db, workspace, tournament.id, command.boxerId);
      answer = {
        ok: true,
        intent,
        entryId: null,
        message: `${revoked.boxerName}’s invitation is revoked.`,
      };
    }
    return answer;
  } catch (error) {
    if (isServiceError(error) && error.status !== 403)
      return data(
        {
          ok: false,
          intent,
          entryId,
          message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
          email: command.intent === 'invite' ? command.email : undefined,
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
