import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'left',
  tone = 'light',
  id,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className={cn('eyebrow', tone === 'light' ? 'text-gold-700' : 'text-gold-300')}>{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'mt-3 text-4xl leading-none font-extrabold uppercase sm:text-5xl',
          tone === 'light' ? 'text-ink-900' : 'text-white',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}
