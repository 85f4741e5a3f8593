import { ArrowRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { LiveStatusNotice } from '~/components/ui/live-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { TooltipProvider } from '~/components/ui/tooltip';
import type { LiveStatus } from '~/lib/use-live-events';

export { LoadingDashboard } from './loading-dashboard';

export function DashboardHeader({
  eyebrow,
  title,
  lead,
  actions,
  live,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** A dashboard that follows the live events says whether it does now (Live / Reconnecting…). */
  live?: LiveStatus;
}) {
  return (
    <div className="bg-ring-lights text-white">
      <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Badge tone="goldOnDark">{eyebrow}</Badge>
          <h1 className="mt-4 text-5xl leading-none font-extrabold uppercase sm:text-6xl">{title}</h1>
          {lead ? <p className="mt-3 text-ink-300">{lead}</p> : null}
          {live ? <LiveStatusNotice status={live} className="mt-2 text-ink-200" /> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}

/**
 * A tab whose feature is not built yet: it says what will appear there and that it is not available yet,
 * so nobody waits for data that is not coming.
 */
export function NotYetAvailable({
  icon: Icon,
  title,
  what,
  arrives,
  badge = 'Not available yet',
  next,
}: {
  icon: LucideIcon;
  /** The panel's label: a tab still to come says 'Not available yet'; a real tab with nothing in it, 'Nothing yet'. */
  badge?: string;
  /** What the tab will hold: 'Your tournaments'. */
  title: string;
  /** One sentence on what will be listed or done there. */
  what: string;
  /** When it arrives, and that there is nothing yet: 'Tournaments arrive with … : nothing to show yet.' */
  arrives: string;
  /** The next step, when the person can take one (issue 30 item 6: an empty state leads somewhere). */
  next?: { to: string; label: string };
}) {
  return (
    <section
      aria-label={title}
      className="relative overflow-hidden rounded-2xl border border-ink-900/10 bg-white px-6 py-10 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-16px_rgb(0_0_0/0.18)] sm:px-10 sm:py-12"
    >
      <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
      <Icon
        aria-hidden
        className="pointer-events-none absolute -right-8 -bottom-12 hidden size-64 text-ink-900/[0.04] md:block"
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-start">
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 ring-1 ring-gold-400/40"
        >
          <Icon className="size-7" />
        </span>
        <div className="max-w-2xl">
          <Badge tone="muted">{badge}</Badge>
          <h2 className="mt-3 text-3xl leading-tight font-extrabold uppercase">{title}</h2>
          <p className="mt-2 text-lg text-ink-700">{what}</p>
          <p className="mt-4 border-t border-ink-900/10 pt-4 text-sm font-semibold text-ink-600">{arrives}</p>
          {next ? (
            <Link
              to={next.to}
              className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-xl bg-ink-950 px-5 font-semibold text-white hover:bg-ink-800 focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:outline-none"
            >
              {next.label}
              <ArrowRight aria-hidden className="size-4 text-gold-300" />
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A role dashboard: its title and its tabs, each with what it shows (real content or NotYetAvailable). */
export function DashboardShell({
  eyebrow,
  title,
  lead,
  actions,
  live,
  tabs,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  live?: LiveStatus;
  tabs: readonly { value: string; label: string; content: ReactNode }[];
}) {
  return (
    <TooltipProvider>
      <DashboardHeader eyebrow={eyebrow} title={title} lead={lead} actions={actions} live={live} />
      <div className="container-page py-10">
        <Tabs defaultValue={tabs[0]?.value}>
          <TabsList aria-label={`${title} sections`}>
            {tabs.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {t.content}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </TooltipProvider>
  );
}
