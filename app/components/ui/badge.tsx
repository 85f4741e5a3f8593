import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-display text-xs font-bold uppercase tracking-[0.14em]',
  {
    variants: {
      tone: {
        gold: 'bg-gold-400/15 text-gold-700 ring-1 ring-gold-500/40',
        goldOnDark: 'bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/40',
        dark: 'bg-ink-900 text-white',
        red: 'bg-corner-600 text-white',
        green: 'bg-naija-500/15 text-naija-700 ring-1 ring-naija-500/40',
        blue: 'bg-sky-500/15 text-sky-800 ring-1 ring-sky-500/40',
        yellow: 'bg-amber-400/20 text-amber-800 ring-1 ring-amber-500/40',
        muted: 'bg-ink-900/5 text-ink-700 ring-1 ring-ink-900/10',
      },
    },
    defaultVariants: { tone: 'gold' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
