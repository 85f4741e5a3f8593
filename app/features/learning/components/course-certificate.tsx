import { GraduationCap } from 'lucide-react';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { CourseCertificate } from '../learning.server';

/**
 * A course's certificate (issue 34): on screen a landscape card, on paper one A4 landscape sheet, in the same
 * dress as the tournaments' award certificates; its code and the address that verifies it on the sheet.
 */
export function CourseCertificateSheet({
  certificate: c,
  verifyUrl,
}: {
  certificate: CourseCertificate;
  verifyUrl: string;
}) {
  const issued = formatLongDate(lagosDate(new Date(c.issuedAt)));
  return (
    <article
      aria-labelledby="certificate-name"
      className="relative mx-auto aspect-[297/210] w-full max-w-5xl overflow-hidden bg-ink-950 text-white shadow-[0_30px_60px_-30px_rgb(0_0_0/0.6)] print:aspect-auto print:h-[210mm] print:w-[297mm] print:max-w-none print:shadow-none print:[print-color-adjust:exact] print:[-webkit-print-color-adjust:exact]"
    >
      <div
        aria-hidden
        className="absolute inset-0 [background-image:radial-gradient(45rem_25rem_at_50%_-10%,rgb(232_185_73/0.22),transparent_65%),radial-gradient(30rem_20rem_at_-10%_120%,rgb(0_135_81/0.18),transparent_60%)]"
      />
      <div aria-hidden className="absolute inset-[2.2%] rounded-sm border-2 border-gold-400" />
      <div aria-hidden className="absolute inset-[3.4%] rounded-sm border border-gold-400/40" />
      <div className="relative flex h-full flex-col items-center justify-between px-[8%] py-[5.5%] text-center">
        <header className="flex w-full items-center justify-between gap-4 text-left">
          <p className="font-display text-[clamp(0.9rem,2.4vw,1.6rem)] font-extrabold tracking-[0.2em] text-gold-300 uppercase print:text-[16pt]">
            AJBXNG
          </p>
          <p className="text-right text-[clamp(0.55rem,1.2vw,0.85rem)] tracking-[0.18em] text-ink-300 uppercase print:text-[8pt]">
            AJBXNG Boxing Academy · Online courses
          </p>
        </header>
        <div className="flex flex-col items-center">
          <p className="eyebrow text-[clamp(0.55rem,1.4vw,0.95rem)] text-gold-300 print:text-[10pt]">
            Certificate of completion
          </p>
          <span className="mt-[2%] grid size-[clamp(2.5rem,7vw,4.75rem)] place-items-center rounded-full bg-gold-400 text-ink-950 ring-4 ring-gold-400/30 print:size-[20mm]">
            <GraduationCap aria-hidden className="size-1/2" />
          </span>
          <p className="mt-[2%] text-[clamp(0.6rem,1.4vw,1rem)] text-ink-300 italic print:text-[11pt]">
            This certifies that
          </p>
          <h1
            id="certificate-name"
            className="text-gradient-gold mt-1 font-display text-[clamp(1.6rem,5.5vw,4rem)] leading-none font-extrabold uppercase print:text-[40pt]"
          >
            {c.learnerName}
          </h1>
          <p className="mt-[2%] text-[clamp(0.6rem,1.4vw,1rem)] text-ink-300 print:text-[11pt]">
            has completed every lesson of
          </p>
          <p className="mt-1 font-display text-[clamp(1rem,3vw,2.1rem)] leading-tight font-bold uppercase print:text-[22pt]">
            {c.course.title}
          </p>
          <p className="mt-1 text-[clamp(0.65rem,1.5vw,1.1rem)] text-white print:text-[12pt]">
            {c.course.level} · {c.course.lessons} lessons · {c.course.duration}
          </p>
        </div>
        <footer className="grid w-full grid-cols-3 items-end gap-4 text-[clamp(0.5rem,1.1vw,0.8rem)] text-ink-300 print:text-[8pt]">
          <div className="text-left">
            <p className="border-t border-gold-400/60 pt-1 font-semibold text-white">{c.course.instructor}</p>
            <p>Instructor</p>
          </div>
          <p className="text-center">
            Issued {issued}
            <br />
            <span className="break-all">Verify at {verifyUrl.replace(/^https?:\/\//, '')}</span>
          </p>
          <div className="text-right">
            <p className="font-mono font-semibold text-white">{c.code}</p>
            <p>Certificate code</p>
          </div>
        </footer>
      </div>
    </article>
  );
}
