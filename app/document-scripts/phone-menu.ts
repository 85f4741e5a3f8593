/**
 * The header's phone menu on a page that does not hydrate. The browser opens and closes the popover by
 * itself (decision 0006); this keeps the toggle's label, icon and aria-expanded in step, and opens the menu
 * with data-open in browsers without the Popover API, as the header's React code does elsewhere.
 */
export function enhancePhoneMenu(root: Document): void {
  const nav = root.querySelector<HTMLElement>('nav[aria-label="Mobile"][popover]');
  const toggle = nav ? root.querySelector<HTMLButtonElement>(`button[popovertarget="${nav.id}"]`) : null;
  if (!nav || !toggle) return;
  const popover = typeof HTMLElement.prototype.showPopover === 'function';
  const isOpen = () => (popover ? nav.matches(':popover-open') : nav.hasAttribute('data-open'));
  const show = () => {
    const open = isOpen();
    toggle.setAttribute('aria-expanded', String(open));
    const label = toggle.querySelector('[data-menu-label]');
    if (label) label.textContent = open ? 'Close menu' : 'Open menu';
    toggle.querySelector('[data-menu-icon="closed"]')?.classList.toggle('hidden', open);
    toggle.querySelector('[data-menu-icon="open"]')?.classList.toggle('hidden', !open);
  };
  nav.addEventListener('toggle', show);
  if (!popover)
    toggle.addEventListener('click', (event) => {
      event.preventDefault();
      nav.toggleAttribute('data-open', !isOpen());
      show();
    });
  show();
}
