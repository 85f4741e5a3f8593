import type { BoutSheet } from '~/features/competition';
import type { CornerName } from '@server/db/schema/officiating';
import type { OutboxItem } from './offline/outbox';

/**
 * The warnings (−1 point) each corner has as this device knows them (issue 28 item 6): the server's count
 * plus the warnings recorded here and still waiting to be sent. Offline, the referee's third warning then
 * asks for the disqualification's confirmation as it does online, instead of the DSQ landing unannounced
 * when the device syncs.
 */
export function heldWarnings(sheet: BoutSheet, waiting: OutboxItem[]): Record<CornerName, number> {
  const held = { red: sheet.warnings.red, blue: sheet.warnings.blue };
  for (const item of waiting) {
    if (item.boutId !== sheet.id || item.action !== 'warnings') continue;
    const body = item.body as { corner?: unknown; deduct?: unknown };
    if (body.deduct === true && (body.corner === 'red' || body.corner === 'blue')) held[body.corner] += 1;
  }
  return held;
}
