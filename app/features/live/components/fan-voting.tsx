import { ArrowRight, CheckCircle2, Vote } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import type { FieldErrors } from '~/components/forms/submission';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { RadioGroup } from '~/components/ui/radio-group';
import { formatDateTime } from '~/lib/lagos-time';
import { POLL_KIND_LABELS } from '../labels';
import type { PollView } from '../polls.server';

/** SPEC §8, word for word. */
export const VOTE_TOASTS = {
  recorded: { title: 'Vote Recorded', description: 'Thank you for voting!' },
  failed: 'Failed to record vote',
} as const;

export type VoteAnswer =
  | { ok: true; poll: PollView }
  /** A refused vote: why, and (a post the form pipeline could not read) its field errors. */
  | { ok: false; message: string; pollId: number; fieldErrors?: FieldErrors };

/** The Fan Voting tab: the open polls of active tournaments to vote in, then closed ones with final results. */
export function FanVoting({ polls, signedIn }: { polls: PollView[]; signedIn: boolean }) {
  return (
    <section aria-labelledby="fan-voting-heading" className="space-y-4">
      <div>
        <h2 id="fan-voting-heading" className="text-3xl font-extrabold uppercase">
          Fan voting
        </h2>
        <p className="mt-1 text-ink-700">
          One vote per account per poll. Results show once you have voted, and for every closed poll.
        </p>
      </div>
      {polls.length === 0 ? (
        <Card className="flex items-start gap-4 px-6 py-8">
          <Vote aria-hidden className="mt-1 size-6 shrink-0 text-gold-600" />
          <div>
            <p className="text-ink-700">
              No polls are open. Organisers open polls such as fan favourite and bout of the day during their
              tournaments.
            </p>
            <Link
              to="/tournament-schedule"
              className="mt-3 inline-flex items-center gap-1.5 font-semibold text-ink-900 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
            >
              See the tournaments on the calendar <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          {polls.map((poll) => (
            <li key={poll.id}>
              <PollCard poll={poll} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PollCard({ poll: loaded, signedIn }: { poll: PollView; signedIn: boolean }) {
  const fetcher = useFetcher<VoteAnswer>();
  const answer = fetcher.data;
  // The answer to this page's own vote is newer than what the page loaded with.
  const poll = answer?.ok && answer.poll.id === loaded.id ? answer.poll : loaded;
  useEffect(() => {
    if (!answer) return;
    void import('sonner').then(({ toast }) => {
      if (answer.ok)
        toast.success(VOTE_TOASTS.recorded.title, { description: VOTE_TOASTS.recorded.description });
      else toast.error(VOTE_TOASTS.failed, { description: answer.message });
    });
  }, [answer]);
  const headingId = `poll-${poll.id}`;
  const busy = fetcher.state !== 'idle';
  return (
    <Card aria-labelledby={headingId} role="region" className="h-full p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={poll.closed ? 'muted' : 'green'}>{poll.closed ? 'Closed' : 'Open'}</Badge>
        <Badge tone="gold">{POLL_KIND_LABELS[poll.kind]}</Badge>
      </div>
      <h3 id={headingId} className="mt-3 text-2xl leading-tight font-extrabold uppercase">
        {poll.question}
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        {poll.tournament.name}
        {poll.category ? ` · ${poll.category}` : ''}
        {!poll.closed && poll.closesAt ? ` · closes ${formatDateTime(new Date(poll.closesAt))}` : ''}
      </p>
      {poll.results && (poll.closed || poll.myVote !== null) ? (
        <Results poll={poll} />
      ) : poll.closed ? null : signedIn ? (
        <fetcher.Form method="post" className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="pollId" value={poll.id} />
          <RadioGroup
            name="optionId"
            legend="Your vote"
            required
            options={poll.options.map((o) => ({ value: String(o.id), label: o.label }))}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Voting…' : 'Vote'}
          </Button>
          {answer && !answer.ok ? (
            <p role="alert" className="text-sm font-semibold text-corner-600">
              {answer.message}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </Card>
  );
}

function Results({ poll }: { poll: PollView }) {
  const results = poll.results!;
  return (
    <div className="mt-5 space-y-4">
      <p className="text-sm font-semibold text-ink-700">
        {poll.closed ? 'Final results' : 'Results so far'} · {results.total}{' '}
        {results.total === 1 ? 'vote' : 'votes'}
      </p>
      <ul aria-label={`Results: ${poll.question}`} className="space-y-3">
        {results.options.map((o) => (
          <li key={o.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="flex flex-wrap items-center gap-x-2 font-bold text-ink-950">
                {o.label}
                {poll.myVote === o.id ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-naija-700">
                    <CheckCircle2 aria-hidden className="size-3.5" /> Your vote
                  </span>
                ) : null}
              </span>
              <span className="text-sm whitespace-nowrap text-ink-700 tabular-nums">
                {o.percent}% · {o.votes} {o.votes === 1 ? 'vote' : 'votes'}
              </span>
            </div>
            <Progress value={o.percent} label={`${o.label}: ${o.percent}%`} className="mt-1" />
          </li>
        ))}
      </ul>
    </div>
  );
}
