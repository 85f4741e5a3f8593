import { BlockList, isIP } from 'node:net';

/** The longest receiver address taken: room for any real endpoint with a query string. */
export const WEBHOOK_URL_MAX = 2048;

/**
 * Addresses a webhook is never sent to in production: this host, the networks behind it (private, shared,
 * link-local and cloud metadata ranges) and addresses that are no host at all. A subscription is the
 * organisation's, not the platform operator's: it must not make the server knock on its own back door.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** True for an IP address (v4 or v6, an IPv4-mapped v6 by its v4) of this host or a private network. */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return internal.check(bare, 'ipv4');
  if (family === 6) return internal.check(bare, 'ipv6');
  return false;
}

/** localhost and its subdomains (RFC 6761): always this host, whatever DNS says. */
function isLocalName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * The rules of a receiver's address, answered as a sentence for the 400 when it breaks one:
 * - an absolute http(s) URL of at most 2,048 characters, without a user name or password (a secret goes in
 *   our signature, never in the address, where logs would keep it) and without a #fragment;
 * - https, so the event and its signature travel encrypted; plain http only outside production (a
 *   developer's or a venue's test receiver) and only to this host or a private network address;
 * - in production, never to this host or a private network (by name or IP; the worker checks again what the
 *   name resolves to when it sends).
 */
export function webhookUrlProblem(raw: string, options: { production: boolean }): string | null {
  if (raw.length === 0) return 'The URL is required.';
  if (raw.length > WEBHOOK_URL_MAX) return `The URL must be at most ${WEBHOOK_URL_MAX} characters.`;
  // Control characters (U+0000–U+001F, U+007F) and spaces: no URL has them; a header or log would.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || /\s/.test(c)))
    return 'The URL must not contain spaces or control characters.';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The URL must be an absolute address such as https://example.org/hooks/ajbxng.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The URL must start with https:// (webhooks are sent over HTTPS).';
  if (url.username || url.password)
    return 'The URL must not contain a user name or password: verify our signature instead.';
  if (url.hash) return 'The URL must not have a #fragment (it is never sent to the receiver).';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostname) return 'The URL must name a host.';
  const local = isLocalName(hostname) || isInternalAddress(hostname);
  if (options.production) {
    if (url.protocol !== 'https:') return 'The URL must start with https:// (webhooks are sent over HTTPS).';
    if (local) return 'The URL must be a public address, not this server or a private network.';
  } else if (url.protocol === 'http:' && !local) {
    return 'The URL must start with https://; plain http:// is taken only for localhost or a private network address outside production.';
  }
  return null;
}
