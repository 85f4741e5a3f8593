import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { EnquiryActionResult } from '../submission';
import { CONFIRMATION_SETTLE_MS } from './confirmation-settle';

type Success = Extract<EnquiryActionResult, { status: 'success' }>;

/** Where to go next: the first link is the main button, any others are outlined. */
export type NextLink = { to: string; label: string; reloadDocument?: boolean };

// Module-level so that React calls it once, on mount, not on every render.
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

const SETTLE_MS = CONFIRMATION_SETTLE_MS;

/** True until the confirmation has been on screen long enough that a click on it was meant for it. */
function useSettling() {
  const settling = useRef(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      settling.current = false;
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (event: MouseEvent) => {
    if (settling.current && event.detail > 0) event.preventDefault();
  };
}

/**
 * What a person sees once their submission is stored: their reference, what they chose, and when they
 * will hear from us. It takes focus when it appears, so a screen reader starts reading it.
 */
export function Confirmation({
  result,
  title,
  lead,
  next,
  className,
}: {
  result: Success;
  title: string;
  lead: ReactNode;
  next: readonly NextLink[];
  className?: string;
}) {
  const ignoreStrayClick = useSettling();
  return (
    <section
      aria-labelledby="confirmation-title"
      data-confirmation
      className={cn('rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-10', className)}
    >
      <div className="flex items-start gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-naija-500/15 text-naija-700">
          <CheckCircle2 aria-hidden className="size-8" />
        </span>
        <div>
          <p className="eyebrow text-naija-700">Received</p>
          <h2
            id="confirmation-title"
            tabIndex={-1}
            ref={focusOnMount}
            className="mt-1 text-4xl leading-none font-extrabold uppercase focus:outline-none sm:text-5xl"
          >
            {title}
          </h2>
        </div>
      </div>
      <p className="mt-6 text-lg leading-relaxed text-ink-700">{lead}</p>

      <div className="mt-6 rounded-2xl bg-ink-950 p-6 text-white">
        <p className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Your reference</p>
        <p className="mt-1 font-display text-5xl font-extrabold tracking-wider text-gold-300" data-reference>
          {result.reference}
        </p>
        <p className="mt-2 text-sm text-ink-300">
          Quote it whenever you contact us. A copy is on its way to your inbox.
        </p>
      </div>

      {result.summary.length > 0 ? (
        <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {result.summary.map((item) => (
            <div key={item.label} className="contents">
              <dt className="font-semibold text-ink-600">{item.label}</dt>
              <dd className="font-semibold text-ink-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <h3 className="mt-8 text-2xl font-bold uppercase">What happens next</h3>
      <ol className="mt-4 space-y-3">
        {result.promises.map((promise, i) => (
          <li key={promise} className="flex gap-3">
            <span
              aria-hidden
              className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-400 font-display font-bold text-ink-950"
            >
              {i + 1}
            </span>
            <span className="pt-0.5 text-ink-800">{promise}</span>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        {next.map((link, i) => (
          <Button key={link.to} asChild variant={i === 0 ? 'dark' : 'outline'}>
            <Link to={link.to} reloadDocument={link.reloadDocument} onClick={ignoreStrayClick}>
              {link.label}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
