import type { NextFunction, Request, Response } from 'express';
import { apiError, sendApiError } from './api-error';
import type { FieldErrors } from '../service-error';

/**
 * What no request may carry to the database, whatever the endpoint or page: PostgreSQL (PGlite alike)
 * refuses a NUL character in text ("invalid byte sequence for encoding UTF8: 0x00") and an integer past its
 * 4-byte `integer` ("out of range for type integer"), and a refusal of the database's is a 500. Every id
 * and count the API takes is such an integer (no field takes more), so both are refused at the door with
 * a 400 naming the field, before any schema or service sees them (issue 27: outside testers' fuzzing found
 * 5xx from a NUL in a boxer id, a winner or a foul, and from 2³¹ as a category, bout or option id).
 */

/** PostgreSQL's `integer`: every id column and every whole number the API stores. */
export const MAX_INTEGER = 2_147_483_647;
const NUL = '\u0000';

export const NUL_MESSAGE = 'Contains a NUL character, which cannot be stored';
export const INTEGER_MESSAGE = `Must be a number between -${MAX_INTEGER.toLocaleString('en-NG')} and ${MAX_INTEGER.toLocaleString('en-NG')}`;

/**
 * Each part of a parsed request (JSON, query, path parameters) that cannot be stored, by dotted path (the
 * API's `fields`): a string or key with a NUL, a whole number beyond `integer`. Empty when all can be.
 */
export function unstorableFields(value: unknown, path = ''): FieldErrors {
  // A Map, not an object: JSON may name a field `__proto__`.
  const found = new Map<string, string>();
  const visit = (item: unknown, at: string) => {
    const name = at || 'body';
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.set(name, NUL_MESSAGE);
    } else if (typeof item === 'number') {
      // A fraction is a measurement (a weight): only whole numbers are ids and counts.
      if (Number.isInteger(item) && Math.abs(item) > MAX_INTEGER) found.set(name, INTEGER_MESSAGE);
    } else if (Array.isArray(item)) {
      item.forEach((element, i) => visit(element, at ? `${at}.${i}` : String(i)));
    } else if (item && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        const next = at ? `${at}.${key}` : key;
        if (key.includes(NUL)) found.set(next, NUL_MESSAGE);
        else visit(element, next);
      }
    }
  };
  visit(value, path);
  return Object.fromEntries([...found].map(([name, message]) => [name, [message]]));
}

/** The path decoded, or null when its percent-encoding is broken (`%`, `%E0%A4%A`, `%C0%80`). */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Refuses, for every page and API address alike, a path or query that names nothing any route could
 * have: a NUL (`/tournaments/%00`, `/api/v1/tournaments/%00`, `?q=%00`) or broken percent-encoding. A
 * 400: the API's in its error shape, a page's as a short plain sentence.
 */
export function refuseUnstorableAddresses() {
  return (req: Request, res: Response, next: NextFunction) => {
    const [rawPath = '', rawQuery = ''] = req.originalUrl.split(/\?(.*)/s);
    const path = decodedPath(rawPath);
    const query = new URLSearchParams(rawQuery);
    const nulInQuery = [...query].some(([key, value]) => key.includes(NUL) || value.includes(NUL));
    const reason =
      path === null
        ? 'The address is not valid: its percent-encoding is broken.'
        : path.includes(NUL) || nulInQuery || rawPath.includes(NUL)
          ? 'The address contains a NUL character, which no address of this site has.'
          : null;
    if (!reason) return next();
    if (rawPath.startsWith('/api/')) return sendApiError(res, apiError(400, 'invalid_request', reason));
    res.status(400).type('text/plain').send(reason);
  };
}
