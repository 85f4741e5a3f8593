/** The looks of a tab list, a tab and a panel: shared with the tabs of pages served as documents. */
export const tabsListClass = 'inline-flex flex-wrap gap-1 rounded-xl bg-ink-900/5 p-1 ring-1 ring-ink-900/10';
export const tabsTriggerClass =
  'rounded-lg px-4 py-2 font-display text-sm font-bold uppercase tracking-wider text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:bg-ink-900 data-[state=active]:text-white';
export const tabsContentClass = 'mt-6 focus-visible:outline-none';
