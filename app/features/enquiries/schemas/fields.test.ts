import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue.server';
import { FIXTURE_NOW, validSubmission } from '../fixtures.test-support';
import { enquiryFormIds } from '../forms';
import type { EnquiryForm } from '../forms';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, toRawValues, validate } from '../submission';

/**
 * The public forms' text fields, against characters that are invisible or that change how text around
 * them reads: control characters (C0, DEL, C1), line and paragraph separators, bidirectional overrides and
 * isolates, and non-characters. Names go into e-mail subjects and the inbox, so none of these may be stored
 * in a one-line field; a message keeps its line breaks and tabs only.
 */
const refusedOnOneLine = {
  bell: '\u0007',
  escape: '\u001b',
  delete: '\u007f',
  'C1 padding': '\u0080',
  'C1 next line': '\u0085',
  'C1 control sequence introducer': '\u009b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'non-character U+FDD0': '\ufdd0',
  'non-character U+FDEF': '\ufdef',
  'non-character U+FFFE': '\ufffe',
  'non-character U+FFFF': '\uffff',
  'non-character U+1FFFE': '\u{1fffe}',
  'non-character U+10FFFF': '\u{10ffff}',
};
const bidiControls = {
  'left-to-right embedding': '\u202a',
  'right-to-left embedding': '\u202b',
  'pop directional formatting': '\u202c',
  'left-to-right override': '\u202d',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
};
const everyUnsafe = { ...refusedOnOneLine, ...bidiControls };
const unsafeCharacter =
  // eslint-disable-next-line no-control-regex -- these control characters are what the test looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufdd0-\ufdef\ufffe\uffff\u{1fffe}\u{1ffff}\u{10fffe}\u{10ffff}]/u;

function check(form: EnquiryForm, overrides: Record<string, string>) {
  return validate(catalogue[form].schemaAt(FIXTURE_NOW), toRawValues(validSubmission(form, overrides)));
}

/** The form's fields whose valid value is typed text rather than a choice, a date or a tick. */
function textFields(form: EnquiryForm) {
  return Object.entries(validSubmission(form)).filter(
    (entry): entry is [string, string] =>
      entry[0] !== IDEMPOTENCY_FIELD &&
      entry[0] !== HONEYPOT_FIELD &&
      typeof entry[1] === 'string' &&
      /[a-z]/i.test(entry[1]) &&
      !/^[a-z-]+$/.test(entry[1]),
  );
}

describe('text fields of the public forms', () => {
  it.each(enquiryFormIds)('%s: an unsafe character in any field is refused there or never stored', (form) => {
    for (const [name, value] of textFields(form)) {
      for (const [what, character] of Object.entries(everyUnsafe)) {
        const middle = Math.floor(value.length / 2);
        const result = check(form, { [name]: `${value.slice(0, middle)}${character}${value.slice(middle)}` });
        if (result.success) {
          const stored = (result.data as Record<string, unknown>)[name];
          expect(stored, `${form}.${name} with ${what}`).not.toMatch(unsafeCharacter);
        } else {
          expect(Object.keys(result.fieldErrors), `${form}.${name} with ${what}`).toEqual([name]);
        }
      }
    }
  });

  it.each(Object.entries(refusedOnOneLine))('refuses a name holding a %s, saying why', (what, character) => {
    const result = check('contact', { firstName: `Ng${character}ozi` });
    expect(result.success).toBe(false);
    expect(!result.success && result.fieldErrors.firstName).toEqual([
      /[\u0085\u2028\u2029]/.test(character)
        ? 'First name must fit on one line'
        : 'First name contains hidden characters we cannot accept: please type it again',
    ]);
  });

  it('refuses a line break in the one-line fields of every form', () => {
    const oneLine: [EnquiryForm, string][] = [
      ['contact', 'lastName'],
      ['academy-application', 'fullName'],
      ['academy-application', 'city'],
      ['academy-application', 'emergencyContact'],
      ['program-application', 'location'],
      ['consultation', 'name'],
      ['demo-booking', 'organization'],
      ['organisation-signup', 'organizationName'],
      ['organisation-signup', 'contactName'],
    ];
    for (const [form, name] of oneLine) {
      for (const lineBreak of ['\n', '\r', '\u2028', '\u2029', '\u0085']) {
        const result = check(form, { [name]: `Lagos${lineBreak}Bcc: someone@example.com` });
        expect(!result.success && result.fieldErrors[name]?.[0], `${form}.${name}`).toMatch(
          /must fit on one line$/,
        );
      }
    }
  });

  it.each(Object.entries(bidiControls))('removes a %s from a name and keeps the name', (_what, character) => {
    const result = check('contact', { firstName: `Ng${character}ozi`, lastName: `\u2066Eze\u2069` });
    expect(result.success && result.data).toMatchObject({ firstName: 'Ngozi', lastName: 'Eze' });
  });

  it('accepts an e-mail address pasted with the isolates a chat app wraps it in', () => {
    const result = check('contact', { email: '\u2068ngozi@example.com\u2069' });
    expect(result.success && result.data).toMatchObject({ email: 'ngozi@example.com' });
  });

  it('refuses a phone number split over two lines or holding a hidden character', () => {
    for (const phone of [
      '0803\n123 4567',
      '0803\u2028123 4567',
      '0803\u0085123 4567',
      '0803 123\u00074567',
    ]) {
      const result = check('contact', { phone });
      expect(result.success, JSON.stringify(phone)).toBe(false);
    }
    const tabbed = check('contact', { phone: '0803\t123\t4567' });
    expect(tabbed.success && tabbed.data).toMatchObject({ phone: '0803 123 4567' });
  });

  it('turns a tab in a one-line field into a space', () => {
    const result = check('contact', { lastName: 'Eze\tOkafor' });
    expect(result.success && result.data).toMatchObject({ lastName: 'Eze Okafor' });
  });

  it('keeps a message’s line breaks and tabs, and removes every other unsafe character', () => {
    const result = check('contact', {
      message: 'Hello\r\nTimes:\tevenings\u0007\u202e\u0085\ufffe\u2066 please\u2028Thanks\u2029Ngozi',
    });
    expect(result.success && result.data).toMatchObject({
      message: 'Hello\r\nTimes:\tevenings\n please\nThanks\nNgozi',
    });
  });

  it('treats a name of only invisible characters as not given', () => {
    const result = check('contact', { firstName: '\u2066\u202e\u2069' });
    expect(!result.success && result.fieldErrors.firstName).toEqual(['Enter your first name']);
  });
});
