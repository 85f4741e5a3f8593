import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { academy } from '~/content/academy';
import type { InvoiceRow } from './invoices.server';

/**
 * A receipt or an invoice as a PDF (issue 31; decision 0028), made with pdfkit from the document's row. The text
 * is set in Barlow Condensed (the site's display face, from @fontsource); its subset has no naira sign, so ₦ is
 * drawn from Inter's latin-ext subset (@fontsource-variable/inter), both embedded: the document reads the same on
 * every machine, and its text (₦ included) can be copied and searched. No VAT: the academy charges none (SPEC).
 */

const load = createRequire(import.meta.url);
const FONTS = {
  text: load.resolve('@fontsource/barlow-condensed/files/barlow-condensed-latin-400-normal.woff'),
  bold: load.resolve('@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff'),
  naira: load.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'),
};

const INK = '#0e1014';
const MUTED = '#5b6270';
const GOLD = '#d4a12f';
const RULE = '#e2ded4';

const dateText = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const isoDateText = (iso: string) => dateText.format(new Date(`${iso}T12:00:00+01:00`));
const amountText = (kobo: number) =>
  (kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function documentPdf(row: InvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${row.kind === 'invoice' ? 'Invoice' : 'Receipt'} ${row.number}`,
      Author: academy.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('text', FONTS.text);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('naira', FONTS.naira);

  /** Money: the sign in Inter, the figure in Barlow, on one line. */
  const money = (kobo: number, x: number, y: number, options: { size: number; width: number }) => {
    doc.fontSize(options.size);
    const figure = amountText(kobo);
    doc.font('bold');
    const figureWidth = doc.widthOfString(figure);
    doc.font('naira');
    const signWidth = doc.widthOfString('₦');
    const left = x + options.width - figureWidth - signWidth - 1;
    doc
      .fillColor(INK)
      .font('naira')
      .text('₦', left, y + options.size * 0.04, { lineBreak: false });
    doc.font('bold').text(figure, left + signWidth + 1, y, { lineBreak: false });
  };

  const width = doc.page.width - 112;
  const title = row.kind === 'invoice' ? 'Invoice' : 'Receipt';
  const lagos = academy.locations[0];

  // The band: the academy's name, and what this is.
  doc.rect(0, 0, doc.page.width, 118).fill(INK);
  doc.rect(0, 118, doc.page.width, 4).fill(GOLD);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(26)
    .text(academy.name.toUpperCase(), 56, 40, { lineBreak: false });
  doc.fillColor(GOLD).font('text').fontSize(12).text(academy.tagline, 56, 74, { lineBreak: false });
  doc.fillColor('#ffffff').font('bold').fontSize(30).text(title.toUpperCase(), 56, 38, {
    width,
    align: 'right',
    lineBreak: false,
  });
  doc
    .fillColor(GOLD)
    .font('text')
    .fontSize(12)
    .text(row.number, 56, 76, { width, align: 'right', lineBreak: false });

  // From and to.
  let y = 156;
  const column = (heading: string, lines: string[], x: number) => {
    doc.fillColor(MUTED).font('bold').fontSize(10).text(heading.toUpperCase(), x, y, { characterSpacing: 1 });
    doc
      .fillColor(INK)
      .font('text')
      .fontSize(12)
      .text(lines.join('\n'), x, y + 16, { width: width / 2 - 12 });
  };
  column(
    'From',
    [academy.name, `${lagos.name}, ${lagos.street}`, `${lagos.city}, Nigeria`, academy.email, academy.phone],
    56,
  );
  column(
    row.kind === 'invoice' ? 'Billed to' : 'Received from',
    row.billedTo.split('\n'),
    56 + width / 2 + 12,
  );

  // Dates.
  y = 276;
  const facts: [string, string][] = [
    ['Issued', dateText.format(row.issuedAt)],
    ...(row.paidAt ? ([['Paid', dateText.format(row.paidAt)]] as [string, string][]) : []),
    ...(row.periodStart && row.periodEnd
      ? ([['Period', `${isoDateText(row.periodStart)} to ${isoDateText(row.periodEnd)}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  facts.forEach(([label, value], i) => {
    const x = 56 + i * (width / 3);
    doc.fillColor(MUTED).font('bold').fontSize(10).text(label.toUpperCase(), x, y, { characterSpacing: 1 });
    doc
      .fillColor(INK)
      .font('text')
      .fontSize(12)
      .text(value, x, y + 16, { width: width / 3 - 8 });
  });

  // The line, and the total.
  y = 346;
  doc.fillColor(MUTED).font('bold').fontSize(10).text('DESCRIPTION', 56, y, { characterSpacing: 1 });
  doc.text('AMOUNT', 56, y, { width, align: 'right', characterSpacing: 1 });
  doc
    .moveTo(56, y + 18)
    .lineTo(56 + width, y + 18)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc
    .fillColor(INK)
    .font('text')
    .fontSize(13)
    .text(row.description, 56, y + 30, { width: width - 140 });
  money(row.amountKobo, 56, y + 30, { size: 13, width });
  y = Math.max(doc.y, y + 48) + 18;
  doc
    .moveTo(56, y)
    .lineTo(56 + width, y)
    .strokeColor(RULE)
    .stroke();
  doc
    .fillColor(MUTED)
    .font('text')
    .fontSize(12)
    .text('VAT', 56, y + 12);
  doc.text('None charged', 56, y + 12, { width, align: 'right' });
  doc.rect(56, y + 40, width, 44).fill('#f6f4ef');
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(15)
    .text(row.kind === 'invoice' ? 'TOTAL' : 'TOTAL PAID', 72, y + 53);
  money(row.amountKobo, 56, y + 50, { size: 20, width: width - 16 });

  // The footer.
  doc
    .fillColor(MUTED)
    .font('text')
    .fontSize(10)
    .text(
      `${row.kind === 'invoice' ? 'Paid in full by card through Paystack. ' : ''}Amounts in Nigerian naira. ` +
        `Questions about this ${title.toLowerCase()}: ${academy.email} or ${academy.phone}, quoting ${row.number}.`,
      56,
      doc.page.height - 96,
      { width, align: 'center' },
    );
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
