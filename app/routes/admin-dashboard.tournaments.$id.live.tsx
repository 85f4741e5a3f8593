import { ArrowLeft, ImageUp, Star, Vote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.live';
import { FormAlert } from '~/components/forms/fields';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FieldError, Input, Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { managedTournament } from '~/features/competition';
import {
  closePoll,
  createPoll,
  pollChoices,
  setHighlight,
  tournamentMedia,
  tournamentPolls,
} from '~/features/live';
import { POLL_KIND_LABELS } from '~/features/live/labels';
import { requireWorkspace } from '~/features/organisations';
import { lagosInstant } from '~/lib/lagos-time';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Fan voting & media · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  return {
    tournament: {
      id: tournament.id,
      name: tournament.name,
      slug: tournament.slug,
      status: tournament.status,
    },
    choices: await pollChoices(db, tournament.id),
    polls: tournament.status === 'draft' ? [] : await tournamentPolls(db, workspace.viewer, tournament.id),
    media: await tournamentMedia(db, workspace.viewer, tournament.id),
  };
}

type Answer =
  | { ok: true; message: string; intent: string }
  | { ok: false; message: string; intent: string; fields?: Record<string, string[]> };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'create-poll') {
      const closes = String(form.get('closesAt') ?? '');
      const [day, time] = closes.split('T');
      const options = form.getAll('option').map((value) => {
        const [kind, id] = String(value).split(':');
        return kind === 'bout' ? { boutId: Number(id) } : { boxerId: String(id) };
      });
      await createPoll(db, workspace.viewer, tournament.id, {
        question: String(form.get('question') ?? ''),
        kind: String(form.get('kind') ?? 'fan_favourite'),
        options,
        ...(day && time ? { closesAt: lagosInstant(day, time).toISOString() } : {}),
      });
      return { ok: true, intent, message: 'Poll opened: fans can vote on the Spectator Hub.' };
    }
    if (intent === 'close-poll') {
      await closePoll(db, workspace.viewer, Number(form.get('pollId')));
      return { ok: true, intent, message: 'Poll closed: its results are final.' };
    }
    if (intent === 'highlight') {
      const on = form.get('highlight') === 'true';
      await setHighlight(db, workspace.viewer, Number(form.get('mediaId')), on);
      return { ok: true, intent, message: on ? 'Marked as a highlight.' : 'No longer a highlight.' };
    }
    return { ok: false, intent, message: 'Unknown action.' };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return { ok: false, intent, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    throw error;
  }
}

export default function LiveManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament: t, polls, media } = loaderData;
  useEffect(() => {
    if (actionData?.ok) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);
  return (
    <article aria-labelledby="live-title" className="space-y-10">
      <Link
        to={`/admin-dashboard/tournaments/${t.id}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.name}
      </Link>
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">
          Fan voting & media
        </p>
        <h2 id="live-title" className="text-3xl font-extrabold uppercase">
          {t.name}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          Open polls for the fans on the Spectator Hub (one vote per account), and upload photos and clips;
          the ones you mark as highlights show on every spectator’s Highlights tab.
        </p>
      </header>

      <section aria-labelledby="polls-heading" className="space-y-6">
        <h3 id="polls-heading" className="flex items-center gap-2 text-2xl font-extrabold uppercase">
          <Vote aria-hidden className="size-6 text-gold-600" /> Polls
        </h3>
        {t.status === 'draft' ? (
          <FormAlert message="Publish the tournament first: polls open on a published tournament." />
        ) : (
          <PollForm
            choices={loaderData.choices}
            answer={actionData?.intent === 'create-poll' ? actionData : undefined}
          />
        )}
        {actionData && !actionData.ok && actionData.intent !== 'create-poll' ? (
          <FormAlert message={actionData.message} />
        ) : null}
        {polls.length === 0 ? null : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {polls.map((poll) => (
              <li key={poll.id}>
                <Card className="h-full p-6" aria-labelledby={`poll-${poll.id}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={poll.closed ? 'muted' : 'green'}>{poll.closed ? 'Closed' : 'Open'}</Badge>
                    <Badge>{POLL_KIND_LABELS[poll.kind]}</Badge>
                  </div>
                  <h4 id={`poll-${poll.id}`} className="mt-3 text-xl font-extrabold uppercase">
                    {poll.question}
                  </h4>
                  <ul className="mt-3 space-y-1 text-sm">
                    {(poll.results?.options ?? []).map((o) => (
                      <li key={o.id} className="flex justify-between gap-3">
                        <span>{o.label}</span>
                        <span className="tabular-nums text-ink-700">
                          {o.votes} {o.votes === 1 ? 'vote' : 'votes'} · {o.percent}%
                        </span>
                      </li>
                    ))}
                  </ul>
                  {poll.closed ? null : (
                    <Form method="post" className="mt-4">
                      <input type="hidden" name="intent" value="close-poll" />
                      <input type="hidden" name="pollId" value={poll.id} />
                      <Button type="submit" variant="dark" size="sm">
                        Close poll
                      </Button>
                    </Form>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="media-heading" className="space-y-6">
        <h3 id="media-heading" className="flex items-center gap-2 text-2xl font-extrabold uppercase">
          <ImageUp aria-hidden className="size-6 text-gold-600" /> Media
        </h3>
        <UploadForm tournamentId={t.id} boxers={loaderData.choices.boxers} />
        {media.length === 0 ? (
          <p className="text-ink-700">No uploads yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {media.map((item) => (
              <li key={item.id}>
                <Card className="h-full overflow-hidden">
                  <div className="aspect-video bg-ink-950">
                    {item.kind === 'video' ? (
                      // eslint-disable-next-line jsx-a11y/media-has-caption -- organisers upload short clips without caption files (no caption upload yet)
                      <video src={item.url} controls preload="metadata" className="size-full object-cover" />
                    ) : (
                      <img src={item.url} alt={item.title} className="size-full object-cover" />
                    )}
                  </div>
                  <div className="space-y-3 p-5">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-bold text-ink-950">{item.title}</p>
                      {item.isHighlight ? (
                        <Badge tone="gold">
                          <Star aria-hidden className="size-3.5" /> Highlight
                        </Badge>
                      ) : null}
                    </div>
                    {item.boxer ? <p className="text-sm text-ink-600">{item.boxer.name}</p> : null}
                    <Form method="post">
                      <input type="hidden" name="intent" value="highlight" />
                      <input type="hidden" name="mediaId" value={item.id} />
                      <input type="hidden" name="highlight" value={item.isHighlight ? 'false' : 'true'} />
                      <Button type="submit" size="sm" variant={item.isHighlight ? 'outline' : 'gold'}>
                        {item.isHighlight ? 'Remove highlight' : 'Mark as highlight'}
                        <span className="sr-only">: {item.title}</span>
                      </Button>
                    </Form>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function PollForm({
  choices,
  answer,
}: {
  choices: { boxers: { id: string; name: string }[]; bouts: { id: number; label: string }[] };
  answer: Answer | undefined;
}) {
  const [kind, setKind] = useState<'fan_favourite' | 'bout_of_the_day'>('fan_favourite');
  const formRef = useRef<HTMLFormElement>(null);
  // A poll opened: the form is empty again for the next one.
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);
  const busy = useNavigation().state !== 'idle';
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const options =
    kind === 'bout_of_the_day'
      ? choices.bouts.map((b) => ({ value: `bout:${b.id}`, label: b.label }))
      : choices.boxers.map((b) => ({ value: `boxer:${b.id}`, label: b.name }));
  return (
    <Card className="p-6">
      <Form method="post" className="space-y-5" ref={formRef}>
        <input type="hidden" name="intent" value="create-poll" />
        <h4 className="text-lg font-bold uppercase">Open a poll</h4>
        {answer && !answer.ok ? <FormAlert message={answer.message} /> : null}
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="poll-question">Question</Label>
            <Input
              id="poll-question"
              name="question"
              required
              minLength={5}
              maxLength={160}
              placeholder="Who is your fan favourite?"
              aria-invalid={fields.question ? true : undefined}
              aria-describedby={fields.question ? 'poll-question-error' : undefined}
            />
            <FieldError id="poll-question-error" errors={fields.question} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="poll-kind">Kind</Label>
            <Select
              id="poll-kind"
              name="kind"
              value={kind}
              onChange={(e) =>
                setKind(e.target.value === 'bout_of_the_day' ? 'bout_of_the_day' : 'fan_favourite')
              }
              options={[
                { value: 'fan_favourite', label: 'Fan favourite (boxers)' },
                { value: 'bout_of_the_day', label: 'Bout of the day (bouts)' },
              ]}
            />
          </div>
        </div>
        <fieldset aria-describedby={fields.options ? 'poll-options-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink-800">Options (choose at least two)</legend>
          {options.length < 2 ? (
            <p className="text-sm text-ink-700">
              {kind === 'bout_of_the_day'
                ? 'Bouts appear here once the draws have paired boxers.'
                : 'Boxers appear here once they have entered.'}
            </p>
          ) : (
            <div className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
              {options.map((o) => (
                <Checkbox
                  key={o.value}
                  id={`option-${o.value}`}
                  name="option"
                  value={o.value}
                  label={o.label}
                />
              ))}
            </div>
          )}
          <FieldError id="poll-options-error" errors={fields.options} />
        </fieldset>
        <div className="max-w-xs space-y-2">
          <Label htmlFor="poll-closes">Closes at (WAT, optional)</Label>
          <Input id="poll-closes" name="closesAt" type="datetime-local" />
          <FieldError id="poll-closes-error" errors={fields.closesAt} />
        </div>
        <Button type="submit" disabled={busy || options.length < 2}>
          Open poll
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The upload goes straight to the API as the request body (no multipart form to buffer): the server
 * streams it to the store, checking its bytes and size as it comes.
 */
function UploadForm({
  tournamentId,
  boxers,
}: {
  tournamentId: number;
  boxers: { id: string; name: string }[];
}) {
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setState({ busy: false, error: 'Choose a file to upload.' });
      return;
    }
    const query = new URLSearchParams({ title: String(form.get('title') ?? '') });
    const description = String(form.get('description') ?? '').trim();
    if (description) query.set('description', description);
    const boxerId = String(form.get('boxerId') ?? 'none');
    if (boxerId !== 'none') query.set('boxerId', boxerId);
    if (form.get('highlight')) query.set('highlight', 'true');
    setState({ busy: true, error: null });
    try {
      const response = await fetch(`/api/v1/tournaments/${tournamentId}/media?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setState({ busy: false, error: body?.error?.message ?? 'The upload failed. Try again.' });
        return;
      }
      setState({ busy: false, error: null });
      formRef.current?.reset();
      void import('sonner').then(({ toast }) => toast.success('Uploaded.'));
      await revalidator.revalidate();
    } catch {
      setState({
        busy: false,
        error: 'The upload did not reach the server. Check the connection and try again.',
      });
    }
  }
  return (
    <Card className="p-6">
      <form ref={formRef} onSubmit={upload} className="space-y-5" aria-labelledby="upload-heading">
        <h4 id="upload-heading" className="text-lg font-bold uppercase">
          Upload a photo or clip
        </h4>
        <FormAlert message={state.error} />
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="media-title">Title</Label>
            <Input id="media-title" name="title" required minLength={2} maxLength={120} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-file">File</Label>
            <Input
              id="media-file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,video/mp4,video/webm"
              aria-describedby="media-file-hint"
            />
            <p id="media-file-hint" className="text-sm text-ink-600">
              JPEG, PNG or WebP up to 5 MB; MP4 or WebM up to 50 MB.
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-description">Description (optional)</Label>
            <Textarea id="media-description" name="description" maxLength={500} rows={2} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-boxer">Boxer (optional)</Label>
            <Select
              id="media-boxer"
              name="boxerId"
              defaultValue="none"
              options={[
                { value: 'none', label: 'No boxer' },
                ...boxers.map((b) => ({ value: b.id, label: b.name })),
              ]}
            />
          </div>
        </div>
        <Checkbox id="media-highlight" name="highlight" value="true" label="Mark as a highlight" />
        <Button type="submit" disabled={state.busy}>
          {state.busy ? 'Uploading…' : 'Upload'}
        </Button>
      </form>
    </Card>
  );
}
