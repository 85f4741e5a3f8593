// Types only: the jitless zod of app/lib/zod is the same library at run time.
import type { z } from 'zod';

/**
 * What people type into the site's fields, made safe to store, show and put into e-mails. Shared by every
 * schema (the public forms, sign-up and account, the users API), so the rules are the same everywhere.
 *
 * The rules, by kind of character:
 * - Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) are removed everywhere.
 *   They are invisible, chat apps wrap copied names in isolates, and the text reads the same without them;
 *   kept, they can make a name display backwards in the inbox or an e-mail subject.
 * - One-line fields (names, e-mail, phone, organisation, city…) refuse a line or paragraph break (CR, LF,
 *   NEL, U+2028, U+2029) with "must fit on one line", and refuse other control characters (C0, DEL, C1)
 *   and Unicode non-characters with a message asking to type the value again: a one-line input never
 *   produces them, so the person should see that what they pasted is not what it looks like. A tab becomes
 *   a space (it is pasted from spreadsheets and means a gap).
 * - Multi-line fields (messages, notes) keep line breaks and tabs; U+2028, U+2029 and NEL become a line
 *   break, and the other control characters and non-characters are removed.
 * - Half a surrogate pair becomes U+FFFD, as a browser would (PostgreSQL refuses it).
 */

export type TextKind = { multiline?: boolean };
export type TextRefusal = 'line-break' | 'hidden';

const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Line breaks other than CR and LF: NEL, line separator, paragraph separator. */
const unicodeLineBreaks = /[\u0085\u2028\u2029]/g;

function isControl(code: number) {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** U+FDD0–U+FDEF and the last two code points of every plane: never meant for interchange. */
function isNonCharacter(code: number) {
  return (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe;
}

/** The value with what can be quietly removed or replaced removed or replaced (see the rules above). */
export function cleanText(value: string, { multiline = false }: TextKind = {}): string {
  const text = value.replace(loneSurrogate, '\uFFFD').replace(bidiControls, '');
  if (!multiline) return text.replace(/\t/g, ' ');
  let kept = '';
  for (const character of text.replace(unicodeLineBreaks, '\n')) {
    const code = character.codePointAt(0)!;
    if (character === '\n' || character === '\r' || character === '\t') kept += character;
    else if (!isControl(code) && !isNonCharacter(code)) kept += character;
  }
  return kept;
}

/** Why a cleaned value cannot be accepted, or undefined when it can. */
export function textRefusal(value: string, { multiline = false }: TextKind = {}): TextRefusal | undefined {
  let refusal: TextRefusal | undefined;
  for (const character of value) {
    const code = character.codePointAt(0)!;
    // A tab is a gap, in any field (cleaning turns it into a space on one line).
    if (character === '\t') continue;
    if (/[\r\n\u0085\u2028\u2029]/.test(character)) {
      if (!multiline) return 'line-break';
    } else if (isControl(code) || isNonCharacter(code)) refusal = 'hidden';
  }
  return refusal;
}

/** What a person is told about a refused value. `label` starts the sentence: 'First name', 'Your name'. */
export function textRefusalMessage(label: string, refusal: TextRefusal, end = '') {
  return refusal === 'line-break'
    ? `${label} must fit on one line${end}`
    : `${label} contains hidden characters we cannot accept: please type it again${end}`;
}

/**
 * Adds the rules to a string schema: cleans first, then refuses what is left to refuse. Chain `.trim()`,
 * `.min()` and `.max()` after it, so they see the cleaned value.
 */
export function plainText(
  schema: z.ZodString,
  { label, multiline = false, end = '' }: TextKind & { label: string; end?: string },
): z.ZodString {
  return schema
    .overwrite((value) => cleanText(value, { multiline }))
    .superRefine((value, ctx) => {
      const refusal = textRefusal(value, { multiline });
      if (refusal) ctx.addIssue({ code: 'custom', message: textRefusalMessage(label, refusal, end) });
    });
}

/**
 * Text for an e-mail header such as the subject: every run of spaces, line breaks and other control or
 * hidden characters becomes one space, whatever a stored value holds.
 */
export function headerText(value: string): string {
  let out = '';
  for (const character of cleanText(value, { multiline: true })) {
    const code = character.codePointAt(0)!;
    out += isControl(code) || /\s/.test(character) ? ' ' : character;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
