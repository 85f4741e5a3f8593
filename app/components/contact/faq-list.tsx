import { Plus } from 'lucide-react';
import type { Faq } from '~/content/faqs';
import { cn } from '~/lib/cn';

/** Questions that open in place: native details elements, so they work before (and without) hydration. */
export function FaqList({ faqs, className }: { faqs: readonly Faq[]; className?: string }) {
  return (
    <div className={cn('divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10', className)}>
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6 py-5 sm:px-8">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-md font-display text-xl leading-tight font-bold uppercase [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Plus
              aria-hidden
              className="size-5 shrink-0 text-gold-700 transition-transform group-open:rotate-45"
            />
          </summary>
          <p className="mt-3 max-w-3xl leading-relaxed text-ink-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
