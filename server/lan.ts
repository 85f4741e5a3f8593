import { networkInterfaces } from 'node:os';

/**
 * This machine's addresses on the networks it is on (IPv4, not loopback): what a tablet on the hall's Wi-Fi
 * types, or scans, to reach a venue laptop serving with HOST=0.0.0.0 (issue 18 "Venue mode").
 */
export function lanAddresses(): { name: string; address: string }[] {
  const out: { name: string; address: string }[] = [];
  for (const [name, list] of Object.entries(networkInterfaces()))
    for (const entry of list ?? [])
      if (entry.family === 'IPv4' && !entry.internal) out.push({ name, address: entry.address });
  return out;
}

/** True when the server listens on every interface, so the LAN can reach it. */
export function servesLan(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}
