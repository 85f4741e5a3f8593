import { Mail } from 'lucide-react';
import { PageHero } from '~/components/marketing/page-hero';
import type { LegalBlock, LegalDocument } from '~/content/legal';
import { privacyEmail } from '~/content/legal';
import { seo } from '~/lib/seo';
import { madeOnce } from '~/lib/made-once';

const longDate = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

export function legalMeta(doc: LegalDocument, siteUrl: string) {
  return seo({ siteUrl, title: doc.title, description: doc.summary, path: doc.path });
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-gold-600">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-900/10">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-950 text-white">
          <tr>
            {head.map((h) => (
              <th
                key={h}
                scope="col"
                className="px-4 py-3 font-display text-sm font-bold tracking-wider uppercase"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/10 bg-white">
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-4 py-3 align-top font-semibold text-ink-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-4 py-3 align-top text-ink-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The privacy policy, terms and cookie policy share one reading layout: contents beside numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero
        badge="Legal"
        title={doc.title}
        lead={
          <>
            {doc.summary}
            <span className="mt-4 block text-base text-ink-300">
              Last updated <time dateTime={doc.updated}>{longDate().format(new Date(doc.updated))}</time>
            </span>
          </>
        }
      />
      <div className="bg-canvas py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="eyebrow text-gold-700">On this page</h2>
            <ol className="mt-4 space-y-1 border-l border-ink-900/15 text-sm">
              {doc.sections.map((section, i) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-700 hover:border-gold-500 hover:text-ink-950"
                  >
                    {i + 1}. {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-3xl min-w-0 rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-12">
            {doc.sections.map((section, i) => (
              <section key={section.id} aria-labelledby={section.id} className="not-first:mt-12">
                <h2 id={section.id} className="text-3xl leading-none font-extrabold uppercase">
                  <span className="mr-3 text-gold-700">{String(i + 1).padStart(2, '0')}</span>
                  {section.heading}
                </h2>
                <div className="mt-5 space-y-4 leading-relaxed text-ink-700">
                  {section.blocks.map((block, j) => (
                    <Block key={j} block={block} />
                  ))}
                </div>
              </section>
            ))}
            <aside
              aria-label="Data protection contact"
              className="mt-14 flex flex-col gap-3 rounded-2xl bg-ink-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="font-display text-xl font-bold uppercase">Questions about this page?</p>
              <a
                href={`mailto:${privacyEmail}`}
                className="inline-flex items-center gap-2 font-semibold text-gold-300 hover:text-gold-200"
              >
                <Mail aria-hidden className="size-4" />
                {privacyEmail}
              </a>
            </aside>
          </article>
        </div>
      </div>
    </>
  );
}
