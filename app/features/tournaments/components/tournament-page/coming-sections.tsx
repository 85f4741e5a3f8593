import { ArrowRight, ClipboardList, ListOrdered, Network, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const sections: { id: string; title: string; icon: LucideIcon; what: string }[] = [
  {
    id: 'entries',
    title: 'Entries',
    icon: ClipboardList,
    what: 'The boxers entered in each category, with their clubs, appear here as registrations come in.',
  },
  {
    id: 'draws',
    title: 'Draws',
    icon: Network,
    what: 'Each category’s bracket or pool appears here once the weigh-in is done and the draw is made.',
  },
  {
    id: 'bout-order',
    title: 'Bout order',
    icon: ListOrdered,
    what: 'The order of bouts on each ring, with expected start times in West Africa Time, appears here before the first bell.',
  },
  {
    id: 'results',
    title: 'Results',
    icon: Trophy,
    what: 'Every bout’s decision and each category’s medallists appear here as the tournament is boxed.',
  },
];

/** What is already there to read: the categories drawn so far and whether the bout order exists. */
export type EventSoFar = {
  slug: string;
  drawn: { id: number; label: string }[];
  hasBoutOrder: boolean;
  /** How many boxers the entries below list (0: none yet, or not told). */
  entered?: number;
};

function SoFar({ id, event }: { id: string; event: EventSoFar | undefined }) {
  if (!event) return null;
  if (id === 'entries' && event.entered) {
    return (
      <p className="mt-3">
        <a
          href="#entries-by-category"
          className="inline-flex items-center gap-1.5 font-semibold text-ink-900 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          {event.entered} {event.entered === 1 ? 'boxer' : 'boxers'} entered: see them by category{' '}
          <ArrowRight aria-hidden className="size-4" />
        </a>
      </p>
    );
  }
  if (id === 'draws' && event.drawn.length > 0) {
    return (
      <ul className="mt-3 space-y-1.5">
        {event.drawn.map((c) => (
          <li key={c.id}>
            <Link
              to={`/tournaments/${event.slug}/categories/${c.id}`}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-900 underline-offset-4 hover:text-gold-700 hover:underline"
            >
              {c.label} <ArrowRight aria-hidden className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (id === 'bout-order' && event.hasBoutOrder) {
    return (
      <p className="mt-3">
        <Link
          to={`/tournaments/${event.slug}/bouts`}
          className="inline-flex items-center gap-1.5 font-semibold text-ink-900 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          Open the bout order <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    );
  }
  if (id === 'results' && event.drawn.length > 0) {
    return (
      <p className="mt-3">
        <Link
          to={`/tournaments/${event.slug}/results`}
          className="inline-flex items-center gap-1.5 font-semibold text-ink-900 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          Official results <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    );
  }
  return null;
}

/**
 * What the page shows as the tournament runs: each section says plainly what will appear (no spinners);
 * the draws and the bout order link to their pages once they exist.
 */
export function ComingSections({ event }: { event?: EventSoFar } = {}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sections.map(({ id, title, icon: Icon, what }) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-heading`}
          className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6"
        >
          <h3 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-extrabold uppercase">
            <Icon aria-hidden className="size-5 text-gold-600" />
            {title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{what}</p>
          <SoFar id={id} event={event} />
        </section>
      ))}
    </div>
  );
}
