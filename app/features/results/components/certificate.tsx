import { Printer } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatDateTime, formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { Certificate } from '../awards.server';
import { MedalDisc, medalOf } from './medal';

export function PrintButton() {
  return (
    <Button type="button" variant="dark" onClick={() => window.print()}>
      <Printer aria-hidden /> Print certificate
    </Button>
  );
}

/** "AJB-AWD-000042": the award's number as the certificate shows it. */
export function certificateNumber(id: number): string {
  return `AJB-AWD-${String(id).padStart(6, '0')}`;
}

/**
 * The certificate itself: on screen a landscape card; on paper exactly one A4 landscape sheet (297 × 210
 * mm), its double gold rule drawn inside the sheet.
 */
export function CertificateSheet({ certificate: c, dates }: { certificate: Certificate; dates: string }) {
  const style = medalOf(c.awardType);
  const issued = new Date(c.issuedAt);
  return (
    <article
      aria-labelledby="certificate-name"
      className="relative mx-auto aspect-[297/210] w-full max-w-5xl overflow-hidden bg-ink-950 text-white shadow-[0_30px_60px_-30px_rgb(0_0_0/0.6)] print:aspect-auto print:h-[210mm] print:w-[297mm] print:max-w-none print:shadow-none print:[print-color-adjust:exact] print:[-webkit-print-color-adjust:exact]"
    >
      <div
        aria-hidden
        className="absolute inset-0 [background-image:radial-gradient(45rem_25rem_at_50%_-10%,rgb(232_185_73/0.22),transparent_65%),radial-gradient(30rem_20rem_at_110%_120%,rgb(229_40_58/0.16),transparent_60%)]"
      />
      <div aria-hidden className="absolute inset-[2.2%] rounded-sm border-2 border-gold-400" />
      <div aria-hidden className="absolute inset-[3.4%] rounded-sm border border-gold-400/40" />
      <div className="relative flex h-full flex-col items-center justify-between px-[8%] py-[5.5%] text-center">
        <header className="flex w-full items-center justify-between gap-4 text-left">
          <p className="font-display text-[clamp(0.9rem,2.4vw,1.6rem)] font-extrabold tracking-[0.2em] text-gold-300 uppercase print:text-[16pt]">
            AJBXNG
          </p>
          <p className="text-right text-[clamp(0.55rem,1.2vw,0.85rem)] tracking-[0.18em] text-ink-300 uppercase print:text-[8pt]">
            {c.organisation ?? 'AJBXNG Boxing Academy'}
          </p>
        </header>
        <div className="flex flex-col items-center">
          <p className="eyebrow text-[clamp(0.55rem,1.4vw,0.95rem)] text-gold-300 print:text-[10pt]">
            Certificate of achievement
          </p>
          <MedalDisc
            awardType={c.awardType}
            place={c.place}
            className="mt-[2%] size-[clamp(2.5rem,7vw,4.75rem)] text-[clamp(1rem,3vw,2rem)] print:size-[20mm]"
          />
          <p className="mt-[2%] text-[clamp(0.6rem,1.4vw,1rem)] text-ink-300 italic print:text-[11pt]">
            This certifies that
          </p>
          <h1
            id="certificate-name"
            className="text-gradient-gold mt-1 font-display text-[clamp(1.6rem,5.5vw,4rem)] leading-none font-extrabold uppercase print:text-[40pt]"
          >
            {c.boxer.name}
          </h1>
          {c.boxer.club ? (
            <p className="mt-1 text-[clamp(0.6rem,1.3vw,0.95rem)] text-ink-300 print:text-[10pt]">
              {c.boxer.club}
            </p>
          ) : null}
          <p className="mt-[2%] text-[clamp(0.6rem,1.4vw,1rem)] text-ink-300 print:text-[11pt]">
            is awarded the
          </p>
          <p className="mt-1 font-display text-[clamp(1rem,3vw,2.1rem)] leading-tight font-bold uppercase print:text-[22pt]">
            {style.label}
          </p>
          {c.category ? (
            <p className="mt-1 text-[clamp(0.65rem,1.5vw,1.1rem)] text-white print:text-[12pt]">
              {c.category}
            </p>
          ) : null}
          {c.tournament ? (
            <p className="mt-[1.5%] text-[clamp(0.6rem,1.4vw,1rem)] text-ink-300 print:text-[11pt]">
              at <strong className="text-white">{c.tournament.name}</strong>, {dates},{' '}
              {c.tournament.venue ? `${c.tournament.venue}, ` : ''}
              {c.tournament.city}
            </p>
          ) : null}
        </div>
        <footer className="grid w-full grid-cols-3 items-end gap-4 text-[clamp(0.5rem,1.1vw,0.8rem)] text-ink-300 print:text-[8pt]">
          <div className="text-left">
            <p className="border-t border-gold-400/60 pt-1 font-semibold text-white">
              {c.organisation ?? 'AJBXNG Boxing Academy'}
            </p>
            <p>Tournament organisers</p>
          </div>
          <p className="text-center">
            Issued {formatLongDate(lagosDate(issued))}
            <span className="sr-only"> ({formatDateTime(issued)} WAT)</span>
          </p>
          <div className="text-right">
            <p className="font-mono font-semibold text-white">{certificateNumber(c.id)}</p>
            <p>Certificate number</p>
          </div>
        </footer>
      </div>
    </article>
  );
}
