import { CONFIRMATION_SETTLE_MS } from '~/features/enquiries/components/confirmation-settle';

/**
 * The confirmation a stored submission answers with: it takes focus, so a screen reader starts reading it,
 * and its links ignore clicks for a moment (a double-clicked submit's second click lands where the first
 * link now is, and must not take the person away from their reference), as components/confirmation.tsx.
 */
export function enhanceConfirmation(root: Document): void {
  const section = root.querySelector<HTMLElement>('[data-confirmation]');
  if (!section) return;
  root.getElementById('confirmation-title')?.focus();
  const settledAt = performance.now() + CONFIRMATION_SETTLE_MS;
  section.addEventListener('click', (event) => {
    if (event.detail > 0 && performance.now() < settledAt && (event.target as Element).closest('a')) {
      event.preventDefault();
    }
  });
}
