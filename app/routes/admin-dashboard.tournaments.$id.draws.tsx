import { ArrowLeft, Crown, Shuffle } from 'lucide-react';
import { useEffect } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.draws';
import { FormAlert } from '~/components/forms/fields';
import { parseSubmission } from '~/components/forms/submission';
import type { FieldErrors } from '~/components/forms/submission';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { drawAll, drawCategory, drawSummaries, managedTournament } from '~/features/competition';
import type { Corner } from '~/features/competition';
import { drawFormSchema, NOT_UNDERSTOOD } from '~/features/competition/forms';
import { requireWorkspace } from '~/features/organisations';
import { useHydrated } from '~/lib/use-hydrated';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Draws · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  return { tournament, categories: await drawSummaries(db, tournament.id) };
}

type Answer =
  | { ok: true; message: string }
  | { ok: false; message: string; categoryId: number | null; fieldErrors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const parsed = parseSubmission(drawFormSchema, await request.formData());
  // Hidden fields only: a problem is a stale page or a forged post.
  if (!parsed.ok)
    return data<Answer>(
      { ok: false, message: NOT_UNDERSTOOD, categoryId: null, fieldErrors: parsed.failure.fieldErrors },
      { status: 400 },
    );
  const command = parsed.data;
  const categoryId = command.intent === 'draw' ? command.categoryId : null;
  try {
    if (command.intent === 'draw-all') {
      const done = await drawAll(db, workspace, tournament.id);
      return { ok: true, message: `${done.length} ${done.length === 1 ? 'category' : 'categories'} drawn.` };
    }
    const done = await drawCategory(
      db,
      workspace,
      command.categoryId,
      command.revision === undefined ? {} : { revision: command.revision },
    );
    return {
      ok: true,
      message:
        done.entries === 0
          ? 'This category has no entries to draw.'
          : done.redraw
            ? 'Category redrawn.'
            : 'Category drawn.',
    };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        message: error.message,
        categoryId,
      };
    throw error;
  }
}

function name(corner: Corner): string {
  if (corner.kind === 'boxer') return corner.name;
  return corner.kind === 'bye' ? 'Bye' : 'To be decided';
}

export default function Draws({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament: t, categories } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  useEffect(() => {
    if (actionData?.ok) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);
  const general = actionData && !actionData.ok && actionData.categoryId === null ? actionData.message : null;
  const drawable = categories.some((c) => c.entries > 0);
  return (
    <article aria-labelledby="draws-title" className="space-y-8">
      <Link
        to={`/admin-dashboard/tournaments/${t.id}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.name}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Draws</p>
          <h2 id="draws-title" className="text-3xl font-extrabold uppercase">
            {t.name}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-700">
            Each category is drawn from its entries
            {t.rules.medicalCheckRequired ? ' weighed in, on weight and medically cleared' : ' not withdrawn'}
            : seeds first, boxers of one club kept apart. A category can be redrawn until its first bout
            starts.
          </p>
        </div>
        {drawable ? (
          <Form method="post">
            <input type="hidden" name="intent" value="draw-all" />
            <Button type="submit" disabled={busy}>
              <Shuffle aria-hidden /> Draw all categories
            </Button>
          </Form>
        ) : null}
      </header>
      {!hydrated && actionData?.ok ? <FormAlert tone="success" message={actionData.message} /> : null}
      <FormAlert message={general} />
      <div className="grid gap-6 lg:grid-cols-2">
        {categories.map((c) => (
          <Card key={c.id} className="p-6" aria-labelledby={`category-${c.id}`}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 id={`category-${c.id}`} className="font-display text-lg font-bold uppercase">
                  {c.label}
                </h3>
                <p className="text-sm text-ink-700">
                  {c.entries} {c.entries === 1 ? 'entry' : 'entries'}
                </p>
              </div>
              {c.drawn ? <Badge tone="green">Drawn</Badge> : <Badge tone="muted">Not drawn</Badge>}
            </div>
            {c.bracket?.walkoverChampion ? (
              <p className="mt-4 flex items-center gap-2 font-semibold text-ink-900">
                <Crown aria-hidden className="size-5 text-gold-600" />
                {c.bracket.walkoverChampion.name}: {c.bracket.walkoverChampion.label}
              </p>
            ) : null}
            {c.bracket && c.bracket.rounds > 0 ? (
              <div className="mt-4">
                <h4 className="text-sm font-bold text-ink-800 uppercase">First round</h4>
                <ol className="mt-2 space-y-1 text-sm">
                  {c.bracket.firstRound.map((b) => (
                    <li key={b.id} className="flex flex-wrap gap-x-2">
                      <span className="font-semibold text-corner-700">{name(b.red)}</span>
                      <span className="text-ink-600">vs</span>
                      <span className="font-semibold text-sky-800">{name(b.blue)}</span>
                    </li>
                  ))}
                </ol>
                <p className="mt-2 text-xs text-ink-600">
                  {c.bracket.rounds} {c.bracket.rounds === 1 ? 'round' : 'rounds'} ·{' '}
                  <Link className="underline" to={`/tournaments/${t.slug}/categories/${c.id}`}>
                    Public bracket
                  </Link>
                </p>
              </div>
            ) : null}
            {actionData && !actionData.ok && actionData.categoryId === c.id ? (
              <div className="mt-4">
                <FormAlert message={actionData.message} />
              </div>
            ) : null}
            {c.entries > 0 ? (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="draw" />
                <input type="hidden" name="categoryId" value={c.id} />
                <input type="hidden" name="revision" value={c.revision} />
                <Button type="submit" variant={c.drawn ? 'outline' : 'dark'} disabled={busy}>
                  <Shuffle aria-hidden /> {c.drawn ? 'Redraw' : 'Draw'}{' '}
                  <span className="sr-only">{c.label}</span>
                </Button>
              </Form>
            ) : null}
          </Card>
        ))}
      </div>
    </article>
  );
}
