import { Download, Monitor, Printer, Wifi } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { VenueSheet } from '../sheet.server';

const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  #venue-sheet, #venue-sheet * { visibility: visible; }
  #venue-sheet { position: absolute; inset: 0; padding: 0; box-shadow: none; border: 0; }
  #venue-sheet .sheet-qr svg { width: 62mm; height: 62mm; }
}`;

const when = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The venue sheet: one A4 page to print and tape by the ring (the addresses as QR codes, what officials do),
 * then, on screen only, the venue screens' addresses and the admin's backups.
 */
export function VenueSheetView({ sheet }: { sheet: VenueSheet }) {
  const [main, ...others] = sheet.addresses;
  return (
    <div className="space-y-8">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div>
          <h2 className="text-3xl font-extrabold uppercase">Venue sheet</h2>
          <p className="mt-1 max-w-2xl text-ink-600">
            Print it and tape it by each ring: officials scan the code on the hall’s Wi-Fi to reach this
            laptop. No internet needed.
          </p>
        </div>
        <Button variant="dark" type="button" onClick={() => window.print()}>
          <Printer aria-hidden /> Print the sheet
        </Button>
      </div>

      {!sheet.servesLan ? (
        <p
          role="alert"
          className="rounded-lg bg-corner-600/10 p-4 text-sm text-corner-600 ring-1 ring-corner-600/30"
        >
          This server listens on this computer only: tablets cannot reach it. Start it with{' '}
          <code className="font-mono">HOST=0.0.0.0 npm start</code>.
        </p>
      ) : null}

      <Card id="venue-sheet" className="mx-auto max-w-[210mm] p-6 sm:p-10" aria-labelledby="sheet-title">
        <p className="font-display text-sm font-bold tracking-[0.3em] text-gold-700 uppercase">
          AJBXNG · Ringside
        </p>
        <h3 id="sheet-title" className="mt-2 text-3xl leading-none font-extrabold uppercase sm:text-4xl">
          Officials: scan to score
        </h3>
        {main ? (
          <div className="mt-6 grid items-center gap-6 sm:grid-cols-[auto_1fr]">
            <div
              className="sheet-qr mx-auto w-56 rounded-xl bg-white p-2 ring-1 ring-ink-900/10 sm:w-64 [&_svg]:h-auto [&_svg]:w-full"
              role="img"
              aria-label={`QR code for ${main.officialsUrl}`}
              dangerouslySetInnerHTML={{ __html: main.qrSvg }}
            />
            <div>
              <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Or type</p>
              <p
                className="mt-1 font-mono text-xl font-bold break-all text-ink-950 sm:text-3xl"
                data-testid="sheet-address"
              >
                {main.url}
              </p>
              <ol className="mt-5 list-decimal space-y-2 pl-5 text-base text-ink-800">
                <li>
                  Join the hall’s Wi-Fi:{' '}
                  <span className="inline-block w-40 border-b border-ink-900/40">&nbsp;</span>
                </li>
                <li>Scan the code with the tablet’s camera, or type the address.</li>
                <li>Sign in with your own account (do it before the event, while there is internet).</li>
                <li>Open your bout from the referee dashboard and score round by round.</li>
                <li>
                  If the network drops, keep scoring: cards wait on the tablet (“waiting to send”) and go when
                  it returns.
                </li>
              </ol>
            </div>
          </div>
        ) : null}
        {others.length > 0 ? (
          <div className="mt-8 grid gap-4 border-t border-ink-900/10 pt-6 sm:grid-cols-2">
            {others.map((address) => (
              <div key={address.url} className="flex items-center gap-4">
                <div
                  className="w-24 shrink-0 rounded-lg bg-white p-1 ring-1 ring-ink-900/10 [&_svg]:h-auto [&_svg]:w-full"
                  role="img"
                  aria-label={`QR code for ${address.officialsUrl}`}
                  dangerouslySetInnerHTML={{ __html: address.qrSvg }}
                />
                <div>
                  <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
                    {address.label}
                  </p>
                  <p className="font-mono text-base font-bold break-all">{address.url}</p>
                </div>
              </div>
            ))}
          </div>
        ) : null}
        {sheet.screens.length > 0 ? (
          <div className="mt-8 border-t border-ink-900/10 pt-6">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-ink-600 uppercase">
              <Monitor className="size-4" aria-hidden /> Venue screens (a browser in full screen on the TV)
            </p>
            <ul className="mt-2 space-y-1">
              {sheet.screens.map((screen) => (
                <li key={screen.url} className="text-sm">
                  <span className="font-semibold">Ring {screen.ring}</span>
                  <span className="text-ink-600"> · {screen.tournament}: </span>
                  <span className="font-mono break-all">{screen.url}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>

      {sheet.backups ? (
        <section aria-labelledby="backups-heading" className="print:hidden">
          <Card className="p-6">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h3 id="backups-heading" className="flex items-center gap-2 text-xl font-extrabold uppercase">
                  <Wifi className="size-5 text-gold-700" aria-hidden /> Backups of this laptop
                </h3>
                <p className="mt-1 max-w-2xl text-sm text-ink-600">
                  {sheet.embedded
                    ? sheet.backupMinutes > 0
                      ? `Every ${sheet.backupMinutes} minutes into the data folder’s backups/ (the last 12 kept). Copy one to a USB stick now and then; on a second laptop, npm run restore -- <file> and npm start.`
                      : 'Periodic backups are off (BACKUP_MINUTES=0): download one now and then.'
                    : 'This platform runs on PostgreSQL: back it up with pg_dump.'}
                </p>
              </div>
              {sheet.embedded ? (
                <Button asChild variant="gold">
                  <a href="/admin-dashboard/venue/backup" download>
                    <Download aria-hidden /> Download a backup now
                  </a>
                </Button>
              ) : null}
            </div>
            {sheet.backups.length > 0 ? (
              <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
                {sheet.backups.map((b) => (
                  <li key={b.name} className="flex justify-between gap-4 py-2">
                    <span className="font-mono break-all">{b.name}</span>
                    <span className="shrink-0 text-ink-600">
                      {when.format(new Date(b.at))} · {Math.max(1, Math.round(b.bytes / 1024))} KB
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </section>
      ) : null}
    </div>
  );
}
