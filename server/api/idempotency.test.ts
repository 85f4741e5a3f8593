import { describe, expect, it } from 'vitest';
import { ServiceError } from '@server/service-error';
import { canonicalJson, parseIdempotencyKey, requestHash } from './idempotency';

describe('idempotency keys', () => {
  it('are 1-200 printable ASCII characters, or absent', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
    expect(parseIdempotencyKey('a')).toBe('a');
    expect(parseIdempotencyKey(' ~'.repeat(100))).toHaveLength(200);
    for (const bad of ['', 'k'.repeat(201), 'clé', 'a\tb', 'a\u0000b']) {
      expect(() => parseIdempotencyKey(bad), JSON.stringify(bad)).toThrow(ServiceError);
    }
  });

  it('hash the body whatever the order of its keys, and tell different bodies apart', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":null,"d":1}]}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
  });
});
