import type { ReactNode } from 'react';

/** The closing call to action: a gold-ruled dark band with one h2 and its buttons. */
export function PromoCtaBand({
  eyebrow,
  title,
  lead,
  children,
  id = 'closing-cta',
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="bg-ring-lights relative overflow-hidden text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full border-[40px] border-gold-400/10"
      />
      <div className="container-page relative py-20 sm:py-28">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow text-gold-300">{eyebrow}</p> : null}
          <h2 id={id} className="mt-3 text-4xl leading-none font-extrabold uppercase sm:text-6xl">
            {title}
          </h2>
          {lead ? <p className="mt-5 text-lg leading-relaxed text-ink-300">{lead}</p> : null}
          <div className="mt-10 flex flex-wrap gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
