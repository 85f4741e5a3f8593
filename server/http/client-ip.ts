import { isIPv4, isIPv6 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

/**
 * The header through which the auth library learns the client's address. Express derives the address
 * once, under TRUST_PROXY, and this server writes it here (overwriting whatever a client sent), so the
 * auth library's limits and ours count the same address and no client can choose it.
 */
export const CLIENT_IP_HEADER = 'x-ajbxng-client-ip';

/** The client's address as Express derived it under `trust proxy`. */
export function clientIpOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Before the auth library's handler: hands it the address Express derived, and nothing a client wrote. */
export function passClientIp() {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers[CLIENT_IP_HEADER] = clientIpOf(req);
    next();
  };
}

/**
 * The key a per-address limit counts on: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64,
 * since one subscriber is usually given a whole /64 and could otherwise step through it.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip.toLowerCase();
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
