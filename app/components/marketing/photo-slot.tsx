import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * Photography an operator adds by dropping a file named after the slot (e.g. `hero-champion.webp`) into
 * app/assets/photos/ and restarting. The list of slots is in docs/photo-slots.md. Until a file is there,
 * the slot shows a designed gradient, so no page ever requests an image that does not exist.
 */
const photos = import.meta.glob<string>('../../assets/photos/*.{jpg,jpeg,png,webp,avif}', {
  eager: true,
  query: '?url',
  import: 'default',
});

function photoFor(slot: string): string | undefined {
  const match = Object.keys(photos).find(
    (file) => file.replace(/^.*\//, '').replace(/\.[a-z]+$/, '') === slot,
  );
  return match ? photos[match] : undefined;
}

export function PhotoSlot({
  slot,
  alt,
  className,
  children,
  tone = 'gold',
  priority = false,
}: {
  slot: string;
  alt: string;
  className?: string;
  children?: ReactNode;
  tone?: 'gold' | 'red' | 'steel';
  priority?: boolean;
}) {
  const src = photoFor(slot);
  const gradient = {
    gold: 'from-gold-600/70 via-ink-800 to-ink-950',
    red: 'from-corner-600/70 via-ink-800 to-ink-950',
    steel: 'from-ink-600 via-ink-800 to-ink-950',
  }[tone];
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br', gradient, className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          className="absolute inset-0 size-full object-cover"
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : (
        <div role="img" aria-label={alt} className="absolute inset-0">
          <div className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_30%_20%,#fff_0,transparent_45%)]" />
          <div className="absolute inset-0 opacity-[0.08] [background-image:repeating-linear-gradient(135deg,#fff_0_1px,transparent_1px_14px)]" />
        </div>
      )}
      {children ? <div className="relative">{children}</div> : null}
    </div>
  );
}
