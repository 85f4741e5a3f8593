import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ServiceError } from '../service-error';
import { toApiError } from './api-error';

describe('the API error mapper', () => {
  it("keeps a service refusal's status, code, message and fields", () => {
    const refusal = new ServiceError(409, 'slot_taken', 'That slot is taken.', {
      slot: ['That slot is taken.'],
    });
    expect(toApiError(refusal)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'slot_taken',
          message: 'That slot is taken.',
          fields: { slot: ['That slot is taken.'] },
        },
      },
    });
    expect(toApiError(new ServiceError(404, 'user_not_found', 'No such user.')).body).toEqual({
      error: { code: 'user_not_found', message: 'No such user.' },
    });
  });

  it('names each field of a zod failure by its path', () => {
    const schema = z.object({ weigh: z.object({ kg: z.number() }), note: z.string().max(2) });
    const result = schema.safeParse({ weigh: { kg: 'heavy' }, note: 'long' });
    const answer = toApiError(result.error);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(Object.keys(answer.body.error.fields ?? {}).sort()).toEqual(['note', 'weigh.kg']);
  });

  it("says nothing of our own failures, and keeps a parser's client errors plain", () => {
    expect(toApiError(new Error('relation "user" does not exist'))).toEqual({
      status: 500,
      body: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
    });
    expect(
      toApiError(Object.assign(new Error('request aborted'), { status: 400, expose: true })).body,
    ).toEqual({
      error: { code: 'bad_request', message: 'request aborted' },
    });
    expect(
      toApiError(Object.assign(new Error('too large'), { status: 413, type: 'entity.too.large' })).body.error
        .code,
    ).toBe('payload_too_large');
  });
});
