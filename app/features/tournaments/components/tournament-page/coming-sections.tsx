import { ClipboardList, ListOrdered, Network, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

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

/** What the page will show as the tournament runs (the next issues fill these in): said plainly, no spinners. */
export function ComingSections() {
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
        </section>
      ))}
    </div>
  );
}
