import type { ReactNode } from 'react';
import type { Viewer } from '~/content/roles';

/** The signed-in person's initial and name, as the header shows them. */
export function AccountFace({ viewer, trailing }: { viewer: Viewer; trailing: ReactNode }) {
  return (
    <>
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400 font-display font-extrabold text-ink-950"
      >
        {viewer.name.slice(0, 1).toUpperCase()}
      </span>
      <span className="truncate">{viewer.name}</span>
      {trailing}
    </>
  );
}
