import type { OutgoingEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';
import { headerText } from '@server/http/plain-text';
import { describeFields } from './catalogue.server';
import type { EnquiryForm } from './forms';
import { enquiryFormTitles } from './forms';
import { handlers } from './handlers.server';
import type { Person } from './handlers.server';

/**
 * The two e-mails every stored enquiry queues: the acknowledgement to the person, with the spec's
 * promises for that form, and the notification to the academy with every field and a link to the inbox.
 * Plain text only: what people typed is never interpreted as markup, and a subject is always one line
 * (headerText), whatever a stored name holds.
 */
export function acknowledgement(
  form: EnquiryForm,
  reference: string,
  person: Person,
  fields: Record<string, unknown>,
): OutgoingEmail {
  const handler = handlers[form];
  const summary = handler.summary(fields);
  const lines = [
    `Hello ${person.greeting},`,
    '',
    `Thank you for ${handler.thanksFor}. Your reference is ${reference}: please quote it if you get in touch.`,
    '',
    ...(summary.length ? [...summary.map((s) => `${s.label}: ${s.value}`), ''] : []),
    'What happens next:',
    ...handler.promises(fields).map((p) => `- ${p}`),
    '',
    `Questions? Reply to ${academy.email} or call ${academy.phone} (${academy.phoneSupport}).`,
    '',
    academy.name,
  ];
  return {
    kind: `enquiry-ack:${form}`,
    to: person.email,
    subject: headerText(`${enquiryFormTitles[form]} received: ${reference}`),
    text: lines.join('\n'),
  };
}

export function academyNotification(
  form: EnquiryForm,
  reference: string,
  person: Person,
  fields: Record<string, unknown>,
  options: { academyEmail: string; baseUrl: string },
): OutgoingEmail {
  const rows = describeFields(form, fields).map((f) => `${f.label}: ${f.value}`);
  return {
    kind: `enquiry-new:${form}`,
    to: options.academyEmail,
    subject: headerText(`New ${enquiryFormTitles[form].toLowerCase()} ${reference} from ${person.name}`),
    text: [
      `A new ${enquiryFormTitles[form].toLowerCase()} has arrived: ${reference}.`,
      '',
      ...rows,
      '',
      `Work it in the inbox: ${options.baseUrl}/admin-dashboard/enquiries/${reference}`,
    ].join('\n'),
  };
}
