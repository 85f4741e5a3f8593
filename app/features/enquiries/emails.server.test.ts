import { describe, expect, it } from 'vitest';
import { academyNotification, acknowledgement } from './emails.server';
import { enquiryFormIds } from './forms';

/**
 * The schemas refuse line breaks in names, but a stored enquiry may predate them or come from elsewhere:
 * the subject builders themselves never pass a line break (a second header) or a hidden character on.
 */
const hostileNames = [
  'Ngozi\r\nBcc: everyone@example.com',
  'Ngozi\nEze',
  'Ngozi\u2028Eze',
  'Ngozi\u0085Eze',
  'Ngozi\u202eezE\u202c',
  'Ngozi\t\u0007Eze',
];

// eslint-disable-next-line no-control-regex -- these control characters are what the test looks for
const unsafeInHeader = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('enquiry e-mail subjects', () => {
  it.each(hostileNames)('are one clean line whatever the name holds: %j', (name) => {
    for (const form of enquiryFormIds) {
      const person = { name, email: 'ngozi@example.com', phone: null, greeting: name };
      const options = { academyEmail: 'admissions@ajbxng.test', baseUrl: 'https://ajbxng.test' };
      for (const mail of [
        academyNotification(form, 'AJB-12345', person, {}, options),
        acknowledgement(form, 'AJB-12345', person, {}),
      ]) {
        expect(mail.subject).not.toMatch(unsafeInHeader);
        expect(mail.subject).not.toMatch(/ {2}/);
      }
    }
  });

  it('keeps the name readable, with a space where the break was', () => {
    const mail = academyNotification(
      'contact',
      'AJB-12345',
      { name: 'Ngozi\r\nEze', email: 'ngozi@example.com', phone: null, greeting: 'Ngozi' },
      {},
      { academyEmail: 'admissions@ajbxng.test', baseUrl: 'https://ajbxng.test' },
    );
    expect(mail.subject).toBe('New contact message AJB-12345 from Ngozi Eze');
  });
});
