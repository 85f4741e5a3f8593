import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Award,
  BadgeCheck,
  ChartColumn,
  Flag,
  HeartPulse,
  History,
  Target,
  UserRound,
} from 'lucide-react';
import type { PlatformFeature } from '~/content/platform';

const featureIcon: Record<PlatformFeature['icon'], LucideIcon> = {
  user: UserRound,
  history: History,
  target: Target,
  medical: HeartPulse,
  certificate: Award,
  badge: BadgeCheck,
  rankings: ChartColumn,
  flag: Flag,
};

export function FeatureGrid({ features }: { features: readonly PlatformFeature[] }) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-2xl bg-ink-900/10 ring-1 ring-ink-900/10 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => {
        const Icon = featureIcon[feature.icon];
        return (
          <li key={feature.title} className="bg-white p-7">
            <Icon aria-hidden className="size-7 text-gold-600" />
            <h3 className="mt-5 text-2xl leading-none font-extrabold uppercase">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{feature.description}</p>
            {feature.link ? (
              <Link
                to={feature.link.to}
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-gold-700 underline-offset-4 hover:underline focus-visible:underline"
              >
                {feature.link.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
