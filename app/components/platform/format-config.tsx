import { GitBranch, Layers, Repeat, Scale, Timer, Users } from 'lucide-react';
import type { FormatEntry } from '~/content/platform';
import { configuration } from '~/content/platform';

const formatIcons = [GitBranch, Layers, Repeat] as const;

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-ink-950 px-3 py-1 text-sm font-semibold text-white">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The three formats and the configuration a tournament is built from, on a dark band. */
export function FormatConfig({ formats }: { formats: readonly FormatEntry[] }) {
  const { match } = configuration;
  return (
    <div className="space-y-5">
      <ul className="grid gap-4 md:grid-cols-3">
        {formats.map((format, i) => {
          const Icon = formatIcons[i % formatIcons.length] ?? GitBranch;
          return (
            <li key={format.type} className="flex flex-col rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
              <div className="flex items-center justify-between">
                <Icon aria-hidden className="size-8 text-gold-400" />
                <span
                  aria-hidden
                  data-numeral={`0${i + 1}`}
                  className="font-display text-5xl leading-none font-extrabold text-white/10 before:content-[attr(data-numeral)]"
                />
              </div>
              <h3 className="mt-5 text-3xl leading-none font-extrabold uppercase">{format.type}</h3>
              <p className="mt-3 leading-relaxed text-ink-300">{format.description}</p>
              <ul className="mt-5 space-y-2 border-t border-white/10 pt-5 text-sm text-white">
                {format.features.map((feature) => (
                  <li
                    key={feature}
                    className="flex gap-2.5 before:mt-2 before:size-1.5 before:shrink-0 before:rounded-full before:bg-gold-400"
                  >
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <div
        role="group"
        aria-labelledby="tournament-configuration"
        className="grid gap-8 rounded-2xl bg-gold-400 p-7 text-ink-950 sm:p-10 lg:grid-cols-[1fr_3fr] lg:items-start"
      >
        <div>
          <h3
            id="tournament-configuration"
            className="text-3xl leading-none font-extrabold uppercase sm:text-4xl"
          >
            Tournament Configuration
          </h3>
          <p className="mt-3 text-sm font-medium text-ink-900">
            Set once in the wizard, applied to every bout.
          </p>
        </div>
        <dl className="grid gap-8 md:grid-cols-3">
          <div>
            <dt className="eyebrow flex items-center gap-2 text-ink-900">
              <Scale aria-hidden className="size-4" /> Weight classes
            </dt>
            <dd>
              <Chips items={configuration.weightClasses} />
            </dd>
          </div>
          <div>
            <dt className="eyebrow flex items-center gap-2 text-ink-900">
              <Users aria-hidden className="size-4" /> Age groups
            </dt>
            <dd>
              <Chips items={configuration.ageGroups} />
            </dd>
          </div>
          <div>
            <dt className="eyebrow flex items-center gap-2 text-ink-900">
              <Timer aria-hidden className="size-4" /> Match settings
            </dt>
            <dd className="mt-3 font-display text-3xl leading-none font-extrabold uppercase">
              {match.rounds} rounds of {match.roundMinutes} minutes
            </dd>
            <dd className="mt-2 text-sm font-medium">Scored by {match.scoring.toLowerCase()}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
