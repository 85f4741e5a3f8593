import { Check, KeyRound, LayoutDashboard } from 'lucide-react';
import { analytics } from '~/content/platform';

/** Illustrative bar heights for the dashboard mock: entries per weight class on a tournament weekend. */
const entriesByClass = [
  { label: 'Featherweight', value: 18 },
  { label: 'Lightweight', value: 26 },
  { label: 'Middleweight', value: 22 },
  { label: 'Heavyweight', value: 14 },
];

export function AnalyticsPanel() {
  const max = Math.max(...entriesByClass.map((e) => e.value));
  return (
    <div className="grid gap-5 lg:grid-cols-[1.6fr_1fr]">
      <article className="overflow-hidden rounded-2xl bg-ink-900 text-white ring-1 ring-white/10">
        <div className="p-7 sm:p-10">
          <LayoutDashboard aria-hidden className="size-8 text-gold-400" />
          <h3 className="mt-5 text-3xl leading-none font-extrabold uppercase sm:text-4xl">
            {analytics.title}
          </h3>
          <p className="mt-4 max-w-2xl leading-relaxed text-ink-300">{analytics.lead}</p>
        </div>
        <div className="grid gap-8 px-7 pb-7 sm:px-10 sm:pb-10 md:grid-cols-2 md:items-end">
          <ul className="space-y-2.5 text-sm">
            {analytics.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
                {point}
              </li>
            ))}
          </ul>
          <figure className="rounded-xl bg-ink-950 p-5 ring-1 ring-white/10">
            <figcaption className="flex items-center justify-between text-xs text-ink-300">
              <span className="eyebrow text-[0.7rem] text-ink-300">Entries by weight class</span>
              <span>Sample</span>
            </figcaption>
            <ul className="mt-5 flex h-40 items-end gap-3">
              {entriesByClass.map((entry) => (
                <li key={entry.label} className="flex h-full flex-1 flex-col justify-end gap-2 text-center">
                  <span className="text-xs font-semibold text-white">{entry.value}</span>
                  <span
                    aria-hidden
                    className="w-full rounded-t-md bg-gradient-to-t from-gold-600 to-gold-300"
                    style={{ height: `${(entry.value / max) * 75}%` }}
                  />
                  <span className="truncate text-[0.65rem] text-ink-300">
                    {entry.label.replace('weight', '')}
                  </span>
                </li>
              ))}
            </ul>
          </figure>
        </div>
      </article>

      <article className="flex flex-col justify-between rounded-2xl bg-white p-7 ring-1 ring-ink-900/10 sm:p-10">
        <div>
          <span className="grid size-12 place-items-center rounded-xl bg-naija-700 text-white">
            <KeyRound aria-hidden className="size-6" />
          </span>
          <h3 className="mt-5 text-3xl leading-none font-extrabold uppercase sm:text-4xl">
            {analytics.security}
          </h3>
          <p className="mt-4 leading-relaxed text-ink-600">{analytics.securityDetail}</p>
        </div>
        <p className="mt-8 inline-flex items-center gap-2 self-start rounded-full bg-naija-500/10 px-3 py-1.5 text-sm font-semibold text-naija-700">
          <span aria-hidden className="size-2 rounded-full bg-naija-500" />
          Role-based access for all five roles
        </p>
      </article>
    </div>
  );
}
