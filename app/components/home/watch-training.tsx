import { Clapperboard, Play, X } from 'lucide-react';
import { Button } from '~/components/ui/button';

/**
 * The hero's Watch Training button and its dialog, as the server renders them. The home page does not
 * hydrate (decision 0034): its own script (document-scripts/film-dialog.ts) opens the native dialog, asks the
 * server which film there is (TRAINING_VIDEO_URL, a file in public/media/, the media library's slot) and
 * shows it, or says "coming soon" rather than showing a broken player.
 */
export function WatchTraining() {
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        className="text-white"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="training-film"
        data-film-open=""
      >
        <Play aria-hidden className="fill-current" />
        Watch Training
      </Button>
      <dialog
        id="training-film"
        data-film-dialog=""
        aria-labelledby="training-film-title"
        aria-describedby="training-film-description"
        className="fixed top-1/2 left-1/2 m-0 w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-ink-900 p-4 text-white shadow-2xl ring-1 ring-white/10 backdrop:bg-ink-950/80 backdrop:backdrop-blur-sm sm:p-6"
      >
        <h2 id="training-film-title" className="pr-10 text-2xl font-bold uppercase">
          Inside the AJBXNG Gym
        </h2>
        <p id="training-film-description" className="mt-1 pr-10 text-sm text-ink-300">
          A session with the championship coaching team in Lagos.
        </p>
        <div data-film-screen="" className="mt-5 overflow-hidden rounded-xl bg-ink-950 ring-1 ring-white/10">
          <div
            aria-busy="true"
            className="flex aspect-video items-center justify-center bg-ink-900 text-sm text-ink-300"
          >
            Loading video…
          </div>
        </div>
        <button
          type="button"
          data-film-close=""
          className="absolute top-3 right-3 rounded-md p-2 text-ink-300 hover:bg-white/10 hover:text-white"
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close</span>
        </button>
        <template data-film-missing="">
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
              <Button asChild size="sm">
                <a href="/academy-application">Start Your Journey</a>
              </Button>
              <Button asChild size="sm" variant="outline" className="text-white">
                <a href="/contact">Visit the Academy</a>
              </Button>
            </div>
          </div>
        </template>
      </dialog>
    </>
  );
}
