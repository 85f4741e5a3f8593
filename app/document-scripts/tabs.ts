import { tabAfterKey } from '~/lib/tab-keys';

/**
 * Tabs on a page served as a document (decision 0034): a `[data-tabs]` box of `role="tab"` buttons
 * (`data-tab`) and `role="tabpanel"` panels (`data-tab-panel`), all in the page; choosing one shows its
 * panel and hides the others, as the React component that drew them does. Arrows, Home and End move and
 * choose (WAI-ARIA's tabs pattern).
 */
export function enhanceTabs(root: Document) {
  for (const box of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const tabs = [...box.querySelectorAll<HTMLButtonElement>('[role="tab"][data-tab]')];
    const panels = [...box.querySelectorAll<HTMLElement>('[role="tabpanel"][data-tab-panel]')];
    const choose = (value: string) => {
      for (const tab of tabs) {
        const selected = tab.dataset.tab === value;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        tab.dataset.state = selected ? 'active' : 'inactive';
      }
      for (const panel of panels) {
        const shown = panel.dataset.tabPanel === value;
        panel.hidden = !shown;
        panel.dataset.state = shown ? 'active' : 'inactive';
      }
    };
    for (const tab of tabs) tab.addEventListener('click', () => choose(tab.dataset.tab ?? ''));
    box.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      const next = tabAfterKey(key, Math.max(current, 0), tabs.length);
      if (next === null) return;
      event.preventDefault();
      choose(tabs[next]!.dataset.tab ?? '');
      tabs[next]!.focus();
    });
  }
}
