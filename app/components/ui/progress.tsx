import { cn } from '~/lib/cn';

export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-ink-900/10', className)}
    >
      <div className="h-full rounded-full bg-gold-400 transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
