import { demoSlotBookings, organisations } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import type { Transaction } from '@server/db/client';
import { academy } from '~/content/academy';
import { applicationReviewPromise } from '~/content/application';
import { consultationPromises } from '~/content/coaches';
import { demoBonusConsultationNaira, demoDurationMinutes, demoPromises } from '~/content/demo-slots';
import { planById, signUpNextSteps } from '~/content/plans';
import type { PlanId } from '~/content/plans';
import { programmes } from '~/content/programmes';
import { formatNaira } from '~/lib/money';
import { describeFields, describeSlot } from './catalogue.server';
import type { EnquiryForm } from './forms';
import { optionLabel, contactMethods, demoTypes } from './options';
import { parseSlot, slotTakenMessage } from './schemas/demo-booking';
import { lagosInstant } from '~/lib/lagos-time';

/** The transaction an enquiry is stored in; side records and e-mails join it. */
export type { Transaction };

/**
 * Thrown inside the transaction when a side record cannot be written, rolling the enquiry back with it: the
 * one error type of the services, naming the field the person can change.
 */
function fieldConflict(code: string, field: string, message: string) {
  return new ServiceError(409, code, message, { [field]: [message] });
}

type Fields = Record<string, unknown>;

export type Person = { name: string; email: string; phone: string | null; greeting: string };

type Handler = {
  person: (fields: Fields) => Person;
  /** Facts repeated on the confirmation and in the acknowledgement. */
  summary: (fields: Fields) => { label: string; value: string }[];
  /** What the acknowledgement promises: the spec's response times for this form. */
  promises: (fields: Fields) => string[];
  /** What the person did, for "Thank you for …". */
  thanksFor: string;
  attach?: (tx: Transaction, enquiryId: number, fields: Fields) => Promise<void>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function person(name: string, fields: Fields, greeting = firstWord(name)): Person {
  return { name, email: text(fields.email), phone: text(fields.phone) || null, greeting };
}

function programmeSummary(value: unknown) {
  const programme = programmes.find((p) => p.id === value || p.applicationId === value);
  return programme ? [{ label: 'Programme', value: programme.title }] : [];
}

export const handlers: Record<EnquiryForm, Handler> = {
  contact: {
    person: (f) =>
      person([text(f.firstName), text(f.lastName)].filter(Boolean).join(' '), f, text(f.firstName)),
    summary: () => [],
    thanksFor: 'your message',
    promises: () => [
      `We reply to every message ${academy.emailResponse}.`,
      `Phone support is open ${academy.phoneSupport} on ${academy.phone}.`,
    ],
  },
  'academy-application': {
    person: (f) => person(text(f.fullName), f),
    summary: (f) => {
      const programme = programmes.find((p) => p.id === f.preferredProgram);
      return programme
        ? [
            {
              label: 'Programme',
              value: `${programme.title}: ${formatNaira(programme.applicationFee)}, ${programme.applicationDuration}`,
            },
          ]
        : [];
    },
    thanksFor: 'applying to the academy',
    promises: () => [
      `Our admissions team reviews every application ${applicationReviewPromise}.`,
      `We e-mail you the outcome; questions to admissions are answered ${academy.emailResponse}.`,
      'Bring your medical clearance certificate and a valid ID to your assessment.',
    ],
  },
  'program-application': {
    person: (f) => person([text(f.firstName), text(f.lastName)].join(' '), f, text(f.firstName)),
    summary: (f) => programmeSummary(f.program),
    thanksFor: 'applying',
    promises: () => [
      `Our coaches review your application ${applicationReviewPromise}.`,
      'If it is a match, we invite you to a short fitness and skills assessment in Lagos or Abuja.',
    ],
  },
  consultation: {
    person: (f) => person(text(f.name), f),
    summary: (f) => {
      const interested = describeFields('consultation', { interestedPrograms: f.interestedPrograms })[0]
        ?.value;
      return [
        { label: 'Interested in', value: interested ?? 'Not chosen yet' },
        {
          label: 'We will reach you by',
          value: optionLabel(contactMethods, f.preferredContact) ?? 'Phone call',
        },
      ];
    },
    thanksFor: 'booking a free consultation',
    promises: () => [
      `We confirm your consultation ${consultationPromises.confirmation}.`,
      `Your session with a coach lasts ${consultationPromises.sessionMinutes} minutes.`,
      `You receive your personal action plan ${consultationPromises.actionPlan} of the session.`,
    ],
  },
  'demo-booking': {
    person: (f) => person(text(f.name), f),
    summary: (f) => [
      { label: 'Your demo', value: describeSlot(f.slot) ?? '' },
      { label: 'Format', value: optionLabel(demoTypes, f.demoType) ?? 'Video call' },
      { label: 'Length', value: `${demoDurationMinutes} minutes` },
    ],
    thanksFor: 'booking a live demo',
    promises: () => [
      `Your confirmation with the joining details arrives ${demoPromises.confirmation}.`,
      `We follow up ${demoPromises.followUp} after the demo.`,
      `Bonus: a free setup consultation worth ${formatNaira(demoBonusConsultationNaira)}.`,
    ],
    attach: async (tx, enquiryId, f) => {
      const slot = parseSlot(text(f.slot));
      if (!slot) throw fieldConflict('slot_not_offered', 'slot', 'Choose one of the time slots shown');
      // The slot is the primary key: whoever commits first holds it; a concurrent booking waits, then sees it taken.
      const [booking] = await tx
        .insert(demoSlotBookings)
        .values({ slotStart: lagosInstant(slot.date, slot.time), enquiryId })
        .onConflictDoNothing()
        .returning({ slotStart: demoSlotBookings.slotStart });
      if (!booking) throw fieldConflict('slot_taken', 'slot', slotTakenMessage);
    },
  },
  'organisation-signup': {
    person: (f) => person(text(f.contactName), f),
    summary: (f) => {
      const plan = planById(f.plan);
      return [
        { label: 'Organization', value: text(f.organizationName) },
        ...(plan
          ? [{ label: 'Plan', value: `${plan.name}, ${formatNaira(plan.pricePerMonth)} a month` }]
          : []),
      ];
    },
    thanksFor: 'registering your organization',
    promises: () => signUpNextSteps.map((step) => `${step.title}: ${step.description}`),
    attach: async (tx, enquiryId, f) => {
      await tx.insert(organisations).values({
        name: text(f.organizationName),
        organisationType: text(f.organizationType) || null,
        plan: text(f.plan) as PlanId,
        enquiryId,
      });
    },
  },
};
