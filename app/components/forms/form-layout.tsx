import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { RequiredMark } from './fields';
import {
  problemsTitle,
  summaryBoxClass,
  summaryFormErrorClass,
  summaryLinkClass,
  summaryListClass,
  summaryTitleClass,
} from './problem-markup';
import type { FormKit } from './use-form';

/**
 * The problems with a submission, listed where the form starts and announced as soon as they appear.
 * Each links to its field.
 */
export function ErrorSummary({
  kit,
  order,
  className,
  onSelect,
}: {
  kit: FormKit;
  order?: readonly string[];
  className?: string;
  /** Takes over a link's click, for fields the page must reveal first (a wizard's other steps). */
  onSelect?: (name: string) => void;
}) {
  const names = order ?? Object.keys(kit.labels);
  const entries = Object.entries(kit.errors)
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => {
      const ia = names.indexOf(a);
      const ib = names.indexOf(b);
      return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
    });
  const count = entries.length + (kit.formError ? 1 : 0);
  return (
    <div
      id={kit.summaryId}
      tabIndex={-1}
      role="alert"
      aria-atomic="true"
      data-field-order={names.join(' ')}
      className={cn('scroll-mt-24 focus:outline-none', count === 0 && 'hidden', className)}
    >
      {count > 0 ? (
        <div className={summaryBoxClass}>
          <h2 className={summaryTitleClass}>
            <AlertCircle aria-hidden className="size-6" />
            {problemsTitle(entries.length)}
          </h2>
          {kit.formError ? (
            <p className={summaryFormErrorClass} data-form-error>
              {kit.formError}
            </p>
          ) : null}
          {entries.length > 0 ? (
            <ul className={summaryListClass}>
              {entries.map(([name, messages]) => (
                <li key={name}>
                  <a
                    href={`#${kit.fieldId(name)}`}
                    onClick={
                      onSelect
                        ? (event) => {
                            event.preventDefault();
                            onSelect(name);
                          }
                        : undefined
                    }
                    className={summaryLinkClass}
                  >
                    {messages[0]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One white card of a form: its heading (which labels the section) and the required-fields note, then
 * the fields. `roomy` widens the padding on larger screens for the longer forms.
 */
export function FormSection({
  id,
  title,
  titleClassName = 'text-3xl sm:text-4xl',
  roomy = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  roomy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-3xl bg-white p-6 ring-1 ring-ink-900/10',
        roomy ? 'sm:p-10' : 'sm:p-8',
        className,
      )}
    >
      {/* The size goes first: tailwind-merge drops a leading-* class that precedes a text size. */}
      <h2 id={id} className={cn(titleClassName, 'leading-none font-extrabold uppercase')}>
        {title}
      </h2>
      <RequiredNote className="mt-3" />
      {children}
    </section>
  );
}

/** Fields two to a row from the small breakpoint up. */
export function FieldGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-5 sm:grid-cols-2', className)}>{children}</div>;
}

export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-ink-600', className)}>
      Fields marked <RequiredMark /> <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}
