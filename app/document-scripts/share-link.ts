import { shareWords } from '~/features/tournaments/components/tournament-page/share-words';

/**
 * A tournament's Share link on its page served as a document (decision 0034): the Copy link button the
 * component draws hidden is shown, and copies the address as the React component does, saying so in the
 * status line (or how to copy it by hand when the browser refuses).
 */
export function enhanceShareLink(root: Document) {
  for (const box of root.querySelectorAll<HTMLElement>('[data-share-link]')) {
    const input = box.querySelector<HTMLInputElement>('input[readonly]');
    const button = box.querySelector<HTMLButtonElement>('[data-share-copy]');
    const status = box.querySelector<HTMLElement>('[data-share-status]');
    if (!input || !button || !status || button.dataset.enhanced) continue;
    button.dataset.enhanced = 'true';
    input.addEventListener('focus', () => input.select());
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(input.value).then(
        () => {
          for (const part of button.querySelectorAll<HTMLElement>('[data-share-when]'))
            part.hidden = part.dataset.shareWhen !== 'copied';
          status.textContent = shareWords.copied;
        },
        () => {
          status.textContent = shareWords.failed;
        },
      );
    });
  }
}
