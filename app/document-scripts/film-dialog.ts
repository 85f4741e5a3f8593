/**
 * The hero's Watch Training on a page that does not hydrate (the home page, decision 0034): a native modal
 * <dialog> the server rendered, so the browser keeps focus inside it, closes it on Escape and makes the
 * rest of the page inert. The film is set by the operator (TRAINING_VIDEO_URL, a file in public/media/ or
 * the site media library's slot): the server is asked which, once, on the first opening, and the dialog says
 * "coming soon" rather than showing a broken player.
 */
type Film = { src: string; captions: string | null };
type FilmState = 'checking' | 'missing' | Film;

async function trainingFilm(): Promise<Film | null> {
  try {
    const response = await fetch('/api/v1/training-video', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { src: string | null; captions: string | null };
    return body.src ? { src: body.src, captions: body.captions } : null;
  } catch {
    return null;
  }
}

function player(film: Film): HTMLVideoElement {
  const video = document.createElement('video');
  video.src = film.src;
  video.controls = true;
  video.autoplay = true;
  video.playsInline = true;
  video.preload = 'metadata';
  video.className = 'aspect-video w-full bg-black';
  // Without a captions file the track is empty; the operator's README asks for one.
  const track = document.createElement('track');
  track.kind = 'captions';
  if (film.captions) track.src = film.captions;
  track.srclang = 'en';
  track.label = 'English';
  track.default = true;
  video.append(track);
  return video;
}

export function enhanceFilmDialog(root: Document): void {
  const trigger = root.querySelector<HTMLButtonElement>('[data-film-open]');
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-film-dialog]');
  const screen = dialog?.querySelector<HTMLElement>('[data-film-screen]');
  if (!trigger || !dialog || !screen) return;
  const loading = screen.innerHTML;
  let film: FilmState = 'checking';
  let asked = false;

  // What the screen shows; the player is made anew at each opening and dropped at each closing, so it
  // starts from the beginning and never plays on behind a closed dialog.
  const show = () => {
    if (!dialog.open) return;
    if (typeof film === 'object') screen.replaceChildren(player(film));
    else if (film === 'missing') {
      const missing = dialog.querySelector<HTMLTemplateElement>('template[data-film-missing]');
      if (missing) screen.replaceChildren(missing.content.cloneNode(true));
    } else screen.innerHTML = loading;
  };

  trigger.addEventListener('click', () => {
    dialog.showModal();
    trigger.setAttribute('aria-expanded', 'true');
    show();
    if (asked) return;
    asked = true;
    void trainingFilm().then((found) => {
      film = found ?? 'missing';
      show();
    });
  });
  dialog.querySelector('[data-film-close]')?.addEventListener('click', () => dialog.close());
  // A press on the dimmed page around the dialog closes it, as a tap outside a sheet does.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    screen.innerHTML = loading;
    trigger.setAttribute('aria-expanded', 'false');
    trigger.focus();
  });
}
