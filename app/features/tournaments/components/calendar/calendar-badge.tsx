import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { CalendarBadge } from '~/features/tournaments/status';
import { calendarBadgeLabel } from '~/features/tournaments/status';

/**
 * SPEC §4's colours: Open green, Closing yellow, Full red, Invitation blue; anything else is closed. Live now
 * (issue 26) is the ink of the ring with a red on-air dot, so it is not read as Full.
 */
const tones = {
  live: 'dark',
  open: 'green',
  closing: 'yellow',
  full: 'red',
  invitation: 'blue',
  closed: 'muted',
} as const satisfies Record<CalendarBadge, string>;

export function CalendarBadgeTag({ badge, className }: { badge: CalendarBadge; className?: string }) {
  return (
    <Badge tone={tones[badge]} className={className} data-badge={badge}>
      {badge === 'live' ? <OnAirDot /> : null}
      {calendarBadgeLabel[badge]}
    </Badge>
  );
}

/** The pulsing red dot of a live tournament or ring (still for those who ask for less motion). */
export function OnAirDot() {
  return (
    <span aria-hidden className="relative flex size-2">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-corner-500 opacity-75 motion-reduce:animate-none" />
      <span className="relative inline-flex size-2 rounded-full bg-corner-500" />
    </span>
  );
}

/** A tournament's public bout order: where a live tournament's Now and Next are followed. */
export function boutOrderHref(slug: string) {
  return `/tournaments/${slug}/bouts`;
}

/** Where a tournament's page explains how to register (entries open from the boxer's dashboard). */
export function registerHref(slug: string) {
  return `/tournaments/${slug}#register`;
}

/**
 * The card's call to action (SPEC §4): 'Register Now' while registration is open (Open Registration and
 * Registration Closing alike), 'By Invitation Only' for an invitation tournament (to the page that says
 * how invitations work), 'Follow live' to the bout order while it is under way (issue 26), otherwise a
 * disabled 'Registration Closed', Full included.
 */
export function RegisterAction({
  badge,
  slug,
  name,
  onDark = false,
  className,
}: {
  badge: CalendarBadge;
  slug: string;
  /** The tournament's name, so that a list of twenty 'Register Now' links still says which is which. */
  name: string;
  /** On a dark panel (the tournament page's hero): the quieter buttons turn light to stay readable. */
  onDark?: boolean;
  className?: string;
}) {
  if (badge === 'open' || badge === 'closing') {
    return (
      <Button asChild className={className}>
        <Link to={registerHref(slug)} aria-label={`Register Now for ${name}`}>
          Register Now
        </Link>
      </Button>
    );
  }
  if (badge === 'live') {
    return (
      <Button asChild variant="red" className={className}>
        <Link to={boutOrderHref(slug)} aria-label={`Follow live: the bout order of ${name}`}>
          <Radio aria-hidden className="size-4" />
          Follow live
        </Link>
      </Button>
    );
  }
  if (badge === 'invitation') {
    return (
      <Button
        asChild
        variant="outline"
        className={cn(
          onDark
            ? 'border-sky-300/60 text-sky-200 hover:bg-sky-400/10'
            : 'border-sky-600/40 text-sky-800 hover:bg-sky-500/10',
          className,
        )}
      >
        <Link to={registerHref(slug)} aria-label={`By Invitation Only: how to take part in ${name}`}>
          By Invitation Only
        </Link>
      </Button>
    );
  }
  return (
    <Button disabled variant="dark" className={cn(onDark && 'bg-white/15', className)}>
      Registration Closed
    </Button>
  );
}
