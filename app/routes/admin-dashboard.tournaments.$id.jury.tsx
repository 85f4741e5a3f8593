import { Scale } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.jury';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { juryCandidates, listJury, setJury } from '~/features/competition';
import { requireWorkspace } from '~/features/organisations';
import { NOT_YOURS, requireTournamentOrganiser } from '~/features/tournaments';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = () => [{ title: 'Jury | AJBXNG' }];

/** The tournament's jury (issue 33 item 3): the officials and organisers who review its protests. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await requireTournamentOrganiser(db, workspace, params.id, NOT_YOURS, request);
  return {
    tournament: { id: tournament.id, name: tournament.name },
    jury: await listJury(db, workspace.viewer, tournament.id),
    candidates: await juryCandidates(db, tournament.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await requireTournamentOrganiser(db, workspace, params.id, NOT_YOURS, request);
  const form = await request.formData();
  const userIds = form.getAll('userId').filter((v): v is string => typeof v === 'string');
  try {
    const jury = await setJury(db, workspace.viewer, tournament.id, userIds);
    return { ok: true, message: jury.length === 0 ? 'The jury is empty.' : `Jury saved: ${jury.length}.` };
  } catch (error) {
    if (isServiceError(error)) return data({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

export default function Jury({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament, jury, candidates } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const seated = new Set(jury.map((j) => j.userId));
  return (
    <div className="space-y-8">
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">
          {tournament.name}
        </p>
        <h2 className="flex items-center gap-2 text-3xl font-extrabold uppercase">
          <Scale aria-hidden className="size-7" /> Jury
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          The jury reviews protests: a boxer&rsquo;s coach may protest a decision within 15 minutes of it.
          Name officials you can seat on a bout, or organisers. They review on{' '}
          <Link to="/protests" className="underline">
            the protests page
          </Link>
          .
        </p>
      </header>
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${actionData.ok ? 'bg-naija-500/10 text-naija-700 ring-naija-500/30' : 'bg-corner-500/10 text-corner-600 ring-corner-500/30'}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <Card className="p-6">
        <Form method="post" className="space-y-4">
          <fieldset>
            <legend className="text-sm font-bold uppercase">Members</legend>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {candidates.map((c) => (
                <li key={c.userId}>
                  <label className="flex items-center gap-3 rounded-xl border border-ink-900/10 px-3 py-2 focus-within:ring-2 focus-within:ring-gold-500">
                    <input
                      type="checkbox"
                      name="userId"
                      value={c.userId}
                      defaultChecked={seated.has(c.userId)}
                    />
                    {c.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Button type="submit" variant="dark" disabled={busy}>
            Save the jury
          </Button>
        </Form>
      </Card>
    </div>
  );
}
