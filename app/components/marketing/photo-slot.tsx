import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { BrandArt } from './brand-art';
import type { ArtTone, Motif } from './brand-art';
import { SitePicture, useSitePhoto } from './site-photo';

/**
 * A place for the academy's own photography (issue 30 item 7). An admin uploads a photo to the site media
 * library and assigns it to the slot (Admin Dashboard → Site media; the slots are in docs/photo-slots.md);
 * the page then shows it as a <picture> of AVIF and WebP renditions. Until then the slot shows the brand's
 * drawn art (brand-art.tsx), so no page ever shows a missing image.
 */
export function PhotoSlot({
  slot,
  className,
  children,
  tone = 'gold',
  motif = 'gloves',
  word = 'AJBXNG',
  sizes = '(min-width: 1024px) 50vw, 100vw',
  priority = false,
}: {
  slot: string;
  className?: string;
  children?: ReactNode;
  tone?: ArtTone;
  /** The drawn subject while the slot has no photo. */
  motif?: Motif;
  /** The huge word behind the drawn subject. */
  word?: string;
  /** How wide the slot is drawn at each screen width: the renditions the browser picks from. */
  sizes?: string;
  /** The first screen's photo (the hero): fetched at once, before anything else. */
  priority?: boolean;
}) {
  const photo = useSitePhoto(slot);
  return (
    <div className={cn('relative overflow-hidden bg-ink-900', className)} data-photo-slot={slot}>
      {photo ? (
        <SitePicture
          photo={photo}
          sizes={sizes}
          priority={priority}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <BrandArt motif={motif} word={word} tone={tone} />
      )}
      {children ? <div className="relative">{children}</div> : null}
    </div>
  );
}
