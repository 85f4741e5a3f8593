import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { TooltipProvider } from '~/components/ui/tooltip';

export function DashboardHeader({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="bg-ring-lights text-white">
      <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Badge tone="goldOnDark">{eyebrow}</Badge>
          <h1 className="mt-4 text-5xl leading-none font-extrabold uppercase sm:text-6xl">{title}</h1>
          {lead ? <p className="mt-3 text-ink-300">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}

export function LoadingDashboard() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-ink-600">
      <Loader2 aria-hidden className="size-6 animate-spin text-gold-600" />
      <span>Loading dashboard...</span>
    </div>
  );
}

/** A role dashboard: its title and its tabs. Panels not yet filled show the loading state. */
export function DashboardShell({
  eyebrow,
  title,
  lead,
  actions,
  tabs,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  tabs: readonly { value: string; label: string; content?: ReactNode }[];
}) {
  return (
    <TooltipProvider>
      <DashboardHeader eyebrow={eyebrow} title={title} lead={lead} actions={actions} />
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
              {t.content ?? <LoadingDashboard />}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </TooltipProvider>
  );
}
