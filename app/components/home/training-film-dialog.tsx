import { Clapperboard } from 'lucide-react';
import type { RefObject } from 'react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

/**
 * The training film is set by the operator: TRAINING_VIDEO_URL, or a file dropped into public/media/
 * (see public/media/README.md). The home page is prerendered, so the dialog asks the server on open
 * which film there is, and says "coming soon" rather than showing a broken player.
 */
type Film = { src: string; captions: string | null };
type VideoState = 'checking' | 'missing' | Film;

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

export default function TrainingFilmDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  // Mounted on the first press of Watch Training, and kept: the server is asked once.
  const [video, setVideo] = useState<VideoState>('checking');

  useEffect(() => {
    let current = true;
    void trainingFilm().then((film) => {
      if (current) setVideo(film ?? 'missing');
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="p-4 sm:p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-10">Inside the AJBXNG Gym</DialogTitle>
        <DialogDescription className="mt-1 pr-10">
          A session with the championship coaching team in Lagos.
        </DialogDescription>
        <div className="mt-5 overflow-hidden rounded-xl bg-ink-950 ring-1 ring-white/10">
          {typeof video === 'object' ? (
            <video
              src={video.src}
              controls
              autoPlay
              playsInline
              preload="metadata"
              className="aspect-video w-full bg-black"
            >
              {/* Without a captions file the track is empty; the operator's README asks for one. */}
              <track kind="captions" src={video.captions ?? undefined} srcLang="en" label="English" default />
            </video>
          ) : video === 'missing' ? (
            <div className="flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-gold-600/30 via-ink-900 to-ink-950 px-6 py-10 text-center sm:aspect-video sm:py-0">
              <Clapperboard aria-hidden className="size-10 text-gold-400" />
              <p className="font-display text-3xl font-extrabold uppercase sm:text-4xl">
                Training video coming soon
              </p>
              <p className="max-w-md text-sm text-ink-300">
                We are cutting footage from the Lagos and Abuja gyms. Until it lands, the best way to see a
                session is to come and train with us.
              </p>
              <div className="mt-2 flex flex-wrap justify-center gap-3">
                <DialogClose asChild>
                  <Button asChild size="sm">
                    <Link to="/academy-application">Start Your Journey</Link>
                  </Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button asChild size="sm" variant="outline" className="text-white">
                    <Link to="/contact">Visit the Academy</Link>
                  </Button>
                </DialogClose>
              </div>
            </div>
          ) : (
            <div
              aria-busy="true"
              className="flex aspect-video items-center justify-center bg-ink-900 text-sm text-ink-300"
            >
              Loading video…
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
