import { Loader2 } from 'lucide-react';

/**
 * Only while a dashboard's data is really on its way (SPEC §2: 'Loading dashboard...'); never as a stand-in
 * for a missing feature. It fades in after a quarter of a second, so a quick page change shows no flash.
 * A module of its own: the site's root shows it when a dashboard is opened, without the dashboards' code.
 */
export function LoadingDashboard() {
  return (
    <div
      role="status"
      className="flex animate-appear-late items-center justify-center gap-3 py-20 text-ink-600"
    >
      <Loader2 aria-hidden className="size-6 animate-spin text-gold-600" />
      <span>Loading dashboard...</span>
    </div>
  );
}
