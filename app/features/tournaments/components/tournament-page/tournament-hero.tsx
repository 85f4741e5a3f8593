import { CalendarDays, CircleAlert, MapPin, Shield, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '~/components/marketing/page-hero';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Progress } from '~/components/ui/progress';
import { formatDateRange } from '~/features/tournaments/date-range';
import { shownBadge } from '~/features/tournaments/status';
import type { TournamentDetail } from '~/features/tournaments/types';
import { CalendarBadgeTag, RegisterAction } from '../calendar/calendar-badge';
import { entryFeeText, placeText } from '../calendar/tournament-card';
import { ShareLink } from './share-link';
import { StandingView } from '~/components/event/standing-view';
import type { ShownStanding } from '~/components/event/standing-view';

/** Where the tournament stands: cancelled, draft, completed, else its calendar badge (Live now while live). */
function StatusTag({ t }: { t: TournamentDetail }) {
  // On the dark hero the light tones sit on white, so their text keeps its contrast; the red ones are solid.
  if (t.status === 'cancelled') return <Badge tone="red">Cancelled</Badge>;
  if (t.status === 'draft')
    return (
      <Badge tone="muted" className="bg-white">
        Draft
      </Badge>
    );
  if (t.backendStatus === 'completed')
    return (
      <Badge tone="blue" className="bg-white">
        Completed
      </Badge>
    );
  const badge = shownBadge(t);
  return (
    <CalendarBadgeTag
      badge={badge}
      className={badge === 'full' || badge === 'live' ? 'ring-1 ring-white/25' : 'bg-white'}
    />
  );
}

/**
 * The hero's call to action: See the results once completed, else Follow live / Register Now / closed. A
 * signed-in boxer who is entered sees where they stand instead of Register Now (issue 30 item 2).
 */
function HeroAction({ t, standing }: { t: TournamentDetail; standing: ShownStanding | null }) {
  if (t.status === 'cancelled') return null;
  if (standing && standing.state !== 'withdrawn') {
    const badge = shownBadge(t);
    return (
      <div className="space-y-4">
        <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-gold-400/30">
          <StandingView standing={standing} onDark compact label={`Your standing in ${t.name}`} />
        </div>
        {t.backendStatus === 'completed' ? (
          <Button asChild className="w-full">
            <Link to={`/tournaments/${t.slug}/results`}>
              <Trophy aria-hidden /> See the results
            </Link>
          </Button>
        ) : badge === 'live' ? (
          <RegisterAction badge={badge} slug={t.slug} name={t.name} onDark className="w-full" />
        ) : null}
      </div>
    );
  }
  if (t.backendStatus === 'completed')
    return (
      <Button asChild className="w-full">
        <Link to={`/tournaments/${t.slug}/results`}>
          <Trophy aria-hidden /> See the results
        </Link>
      </Button>
    );
  return <RegisterAction badge={shownBadge(t)} slug={t.slug} name={t.name} onDark className="w-full" />;
}

/** The top of a tournament's page: name, dates, place, organiser; status, participants, fee, action, share. */
export function TournamentHero({
  tournament: t,
  url,
  standing = null,
}: {
  tournament: TournamentDetail;
  url: string;
  /** A signed-in boxer's standing here (null for anyone else: a visitor's page is the cached one). */
  standing?: ShownStanding | null;
}) {
  const taken = Math.min(100, Math.round((t.participants / Math.max(1, t.maxParticipants)) * 100));
  return (
    <PageHero
      badge={
        <Link to="/tournament-schedule" className="hover:underline">
          Tournament Calendar
        </Link>
      }
      title={t.name}
      lead={
        <>
          <span className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <span className="inline-flex items-center gap-2">
              <CalendarDays aria-hidden className="size-5 text-gold-400" />
              <time dateTime={t.startDate}>{formatDateRange(t.startDate, t.endDate)}</time>
            </span>
            <span className="inline-flex items-center gap-2">
              <MapPin aria-hidden className="size-5 text-gold-400" />
              {placeText(t)}
            </span>
          </span>
          <span className="mt-2 block text-base">Organised by {t.organisation.name}</span>
        </>
      }
      aside={
        <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            <StatusTag t={t} />
            <Badge tone="goldOnDark">{t.level}</Badge>
          </div>
          <p className="mt-5 flex items-baseline justify-between gap-2">
            <span className="font-semibold text-ink-300">Participants</span>
            <span className="font-display text-3xl font-extrabold">
              {t.participants} of {t.maxParticipants}
            </span>
          </p>
          <Progress
            value={taken}
            label={`${t.participants} of ${t.maxParticipants} places taken`}
            className="mt-2 bg-white/10"
          />
          <p className="mt-5 flex items-baseline justify-between gap-2">
            <span className="font-semibold text-ink-300">Entry fee</span>
            <span className="font-display text-3xl font-extrabold text-gold-300">
              {entryFeeText(t.entryFee)}
            </span>
          </p>
          <div className="mt-6">
            <HeroAction t={t} standing={standing} />
          </div>
          <div className="mt-6 border-t border-white/10 pt-5">
            <ShareLink url={url} />
          </div>
        </div>
      }
    />
  );
}

/** A cancelled tournament's red notice, or a draft's "not public yet" to the people who run it. */
export function TournamentNotice({ tournament: t }: { tournament: TournamentDetail }) {
  if (t.status === 'cancelled')
    return (
      <div role="alert" className="bg-corner-600 text-white">
        <div className="container-page flex gap-3 py-5">
          <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-display text-2xl font-extrabold uppercase">
              This tournament has been cancelled
            </p>
            {t.cancelReason ? <p className="mt-1">Reason: {t.cancelReason}</p> : null}
          </div>
        </div>
      </div>
    );
  if (t.status !== 'draft') return null;
  return (
    <div role="status" className="bg-amber-300 text-ink-950">
      <div className="container-page flex gap-3 py-5">
        <Shield aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-display text-2xl font-extrabold uppercase">Draft — not public yet</p>
          <p className="mt-1">
            Only your organisation’s organisers and platform admins can see this page until it is published.{' '}
            <Link
              to={`/admin-dashboard/tournaments/${t.id}`}
              className="font-semibold underline underline-offset-4"
            >
              Manage this tournament
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
