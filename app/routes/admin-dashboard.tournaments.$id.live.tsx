import { ArrowLeft, ImageUp, Star, Vote } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.live';
import { FormAlert } from '~/components/forms/fields';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { PollForm, UploadForm } from '~/features/live/components/live-management';
import { POLL_KIND_LABELS } from '~/features/live/labels';

// Fan voting and media: loader and action (a poll opened or closed, a highlight) are server-only.
export { action, loader } from './admin-dashboard.tournaments.$id.live.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Fan voting & media · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

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
