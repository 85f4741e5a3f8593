import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * A photo from the academy's site media library (issue 30 item 7), as a page shows it: renditions made at
 * upload as AVIF and WebP at a few widths (`srcset` strings), the original's size (so the browser keeps its
 * box before a byte arrives), its alt text and its focal point (0-1), which a cropping slot keeps in view.
 */
export type SitePhoto = {
  alt: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  /** For a browser that reads no srcset. */
  src: string;
  avif: string;
  webp: string;
};

/** Slot name → its photo; a slot without one shows the brand's drawn art. */
export type SitePhotos = Record<string, SitePhoto>;

const SitePhotosContext = createContext<SitePhotos>({});

/** Given by the marketing pages' layout, which reads the slots once per render. */
export function SitePhotosProvider({ photos, children }: { photos: SitePhotos; children: ReactNode }) {
  return <SitePhotosContext value={photos}>{children}</SitePhotosContext>;
}

export function useSitePhoto(slot: string): SitePhoto | undefined {
  return useContext(SitePhotosContext)[slot];
}

/**
 * The photo filling its box (`object-fit: cover`, cropped around the focal point). The hero's is fetched
 * first (eager, high priority); every other one when it nears the screen.
 */
export function SitePicture({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: SitePhoto;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={{ objectPosition: `${round(photo.focalX * 100)}% ${round(photo.focalY * 100)}%` }}
      />
    </picture>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
