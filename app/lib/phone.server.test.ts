import { describe, expect, it } from 'vitest';
import { normalisePhone, PHONE_MESSAGE, phoneField } from './phone.server';

/** Issue 32 item 1: every way a Nigerian writes one number gives one E.164 value; what is not a number is refused. */
describe('phone numbers', () => {
  it('reads every Nigerian way of writing one mobile number as one E.164 value', () => {
    const written = [
      '0803 123 4567',
      '08031234567',
      '+234 803 123 4567',
      '+2348031234567',
      '2348031234567',
      '234 803 123 4567',
      '(0803) 123-4567',
      '0803.123.4567',
      '0803-123-4567',
      '+234 (0) 803 123 4567',
      '+2340803 123 4567',
      '009 234 803 123 4567',
      '00 234 803 123 4567',
      '  0803 123 4567  ',
      '０８０３ １２３ ４５６７',
    ];
    for (const input of written)
      expect(normalisePhone(input), input).toEqual({
        e164: '+2348031234567',
        country: 'NG',
        reachableByText: true,
      });
  });

  it('knows the other Nigerian networks’ ranges and numbers from abroad', () => {
    expect(normalisePhone('0701 234 5678')?.e164).toBe('+2347012345678');
    expect(normalisePhone('0901 234 5678')?.e164).toBe('+2349012345678');
    expect(normalisePhone('0810 123 4567')?.e164).toBe('+2348101234567');
    // The London bootcamp: a UK mobile and a London landline (no text to a landline).
    expect(normalisePhone('+44 7400 123456')).toEqual({
      e164: '+447400123456',
      country: 'GB',
      reachableByText: true,
    });
    expect(normalisePhone('+44 20 7946 0958')).toMatchObject({
      e164: '+442079460958',
      reachableByText: false,
    });
    expect(normalisePhone('0044 7400 123456')?.e164).toBe('+447400123456');
  });

  it('refuses what is not a phone number', () => {
    for (const input of [
      '',
      '12345',
      '0803 123 456',
      '0803 123 45678',
      '07911 123456',
      'call me',
      '0803 123 4567 ext 2',
      '+234 803 123 4567\n+234 803 123 4568',
      '9'.repeat(40),
      '+',
    ])
      expect(normalisePhone(input), JSON.stringify(input)).toBeNull();
  });

  it('as a form field: the E.164 value, or the message beside the field', () => {
    const field = phoneField();
    expect(field.parse('0803 123 4567')).toBe('+2348031234567');
    const refused = field.safeParse('0803 123 456');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE]);
    expect(field.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Enter your phone number']);
    expect(field.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      'Enter your phone number',
    ]);
    expect(field.safeParse(8031234567).error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE]);
    expect(field.safeParse('0'.repeat(5_000)).error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE]);
  });
});
