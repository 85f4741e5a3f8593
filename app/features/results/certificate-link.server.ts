import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A certificate's address (issue 27 item 2): `/awards/<token>/certificate`, where the token is the award's
 * number and a MAC of it under the server's secret (AUTH_SECRET, or the one generated into the data folder),
 * so nobody walks from one child's certificate to the next by counting. No column, no migration: the token is
 * worked out again from the award and checked on each request; an award's bare number (the old address) and
 * any token not made here are a 404. Changing the secret changes every certificate's address.
 */

/** 4 bytes of award number and 12 of MAC: 22 base64url characters. */
const ID_BYTES = 4;
const TAG_BYTES = 12;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

const keys = new Map<string, Buffer>();

/** The key of the certificates' addresses, derived from the server's secret (never the secret itself). */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('ajbxng certificate addresses v1').digest();
    keys.set(secret, key);
  }
  return key;
}

function tagOf(secret: string, id: Buffer): Buffer {
  return createHmac('sha256', keyOf(secret)).update(id).digest().subarray(0, TAG_BYTES);
}

/** The award's certificate token. */
export function certificateToken(secret: string, awardId: number): string {
  const id = Buffer.alloc(ID_BYTES);
  id.writeUInt32BE(awardId);
  return Buffer.concat([id, tagOf(secret, id)]).toString('base64url');
}

/** Where the award's certificate is. */
export function certificatePath(secret: string, awardId: number): string {
  return `/awards/${certificateToken(secret, awardId)}/certificate`;
}

/** The award a token names, or null when the token was not made with this secret. */
export function awardIdOfToken(secret: string, token: string): number | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per certificate: a token whose last character carries stray bits is not ours.
  if (bytes.length !== ID_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), tagOf(secret, id))) return null;
  const awardId = id.readUInt32BE(0);
  return awardId >= 1 && awardId <= 2_147_483_647 ? awardId : null;
}
