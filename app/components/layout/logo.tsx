import { cn } from '~/lib/cn';

/** The academy's mark: a gold shield with crossed gloves reduced to two strokes, and the wordmark. */
export function Logo({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 36" aria-hidden className="h-8 w-auto shrink-0">
        <defs>
          <linearGradient id="logo-gold" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#f8e3a8" />
            <stop offset="0.5" stopColor="#e8b949" />
            <stop offset="1" stopColor="#a87a17" />
          </linearGradient>
        </defs>
        <path d="M16 1 30 6v12c0 8.5-5.8 14.3-14 17C7.8 32.3 2 26.5 2 18V6z" fill="url(#logo-gold)" />
        <path d="M16 5.5 26 9v9c0 6.2-4 10.6-10 12.8C10 28.6 6 24.2 6 18V9z" fill="#0e1014" />
        <path
          d="M10.5 22.5 21.5 11.5M10.5 11.5l11 11"
          stroke="#e8b949"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={cn(
          'font-display text-2xl leading-none font-extrabold tracking-wide uppercase',
          tone === 'light' ? 'text-white' : 'text-ink-900',
        )}
      >
        AJ<span className="text-gold-400">BXNG</span>
      </span>
    </span>
  );
}
