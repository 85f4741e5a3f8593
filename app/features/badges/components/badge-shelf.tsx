import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { BADGES } from '../catalogue';
import type { HeldBadge } from '../read.server';

/**
 * A boxer's achievement badges (issue 33): each with its icon, title and one line saying what earned it, and
 * the tournament that did where there is one. Shown on the boxer's Awards tab and on their public profile.
 */
export function BadgeShelf({ badges, label }: { badges: HeldBadge[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {badges.map((b) => {
        const Icon = BADGES[b.badge].icon;
        return (
          <li
            key={b.badge}
            className="flex items-center gap-4 rounded-2xl bg-ink-950 p-4 text-white ring-1 ring-gold-400/30"
          >
            <span
              aria-hidden
              className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-600 text-ink-950 shadow-[inset_0_-2px_0_rgb(0_0_0/0.2)]"
            >
              <Icon className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="font-display text-lg leading-tight font-bold uppercase">{b.title}</p>
              <p className="text-sm text-ink-200">{b.description}</p>
              <p className="mt-0.5 text-xs text-gold-300">
                {b.tournament ? `${b.tournament.name} · ` : ''}
                <time dateTime={b.awardedAt}>{formatLongDate(lagosDate(new Date(b.awardedAt)))}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
