import { describe, expect, it } from 'vitest';
import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { isServerUnreachable } from './server-unreachable';

describe('isServerUnreachable', () => {
  it('takes the draining server’s 503 and a gateway’s 502/504 for a server out of reach', () => {
    for (const status of [502, 503, 504])
      expect(isServerUnreachable(new ErrorResponseImpl(status, '', 'The server is restarting.'))).toBe(true);
  });

  it('takes a request that got no answer for one, whichever browser words it', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ])
      expect(isServerUnreachable(new TypeError(message))).toBe(true);
  });

  it('leaves refusals, a missing page and our own failures to their own messages', () => {
    for (const status of [403, 404, 500])
      expect(isServerUnreachable(new ErrorResponseImpl(status, '', null))).toBe(false);
    expect(isServerUnreachable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isServerUnreachable(new Error('Failed to fetch'))).toBe(false);
    expect(isServerUnreachable(data('x', 503))).toBe(false);
  });
});
