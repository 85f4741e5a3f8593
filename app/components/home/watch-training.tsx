import { Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';

const loadDialog = () => import('./training-film-dialog');
const TrainingFilmDialog = lazy(loadDialog);

/**
 * The hero's Watch Training button. The dialog and the library behind it are fetched when someone
 * reaches for the button (hover, focus or press), not with the home page.
 */
export function WatchTraining() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        size="lg"
        variant="outline"
        className="text-white"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Play aria-hidden className="fill-current" />
        Watch Training
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <TrainingFilmDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
