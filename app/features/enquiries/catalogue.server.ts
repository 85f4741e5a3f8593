import type { z } from '~/lib/zod';
import { trainingGoals } from '~/content/application';
import { demoSlotTimes } from '~/content/demo-slots';
import { plans } from '~/content/plans';
import { programmes } from '~/content/programmes';
import { formatNaira } from '~/lib/money';
import type { EnquiryForm } from './forms';
import { enquiryFormTitles } from './forms';
import {
  ageRanges,
  boxingExperience,
  consultationAvailability,
  contactMethods,
  demoParticipants,
  demoRoles,
  demoTypes,
  experienceLevels,
  fitnessLevels,
  genders,
  nigerianStates,
  optionLabel,
  organisationParticipants,
  organisationTypes,
  programmeInterests,
  timeZones,
  trainingSchedules,
} from './options';
import type { Option } from './options';
import { academyApplicationForm } from './schemas/academy-application';
import { consultationForm } from './schemas/consultation';
import { contactForm } from './schemas/contact';
import { demoBookingForm, parseSlot } from './schemas/demo-booking';
import { organisationSignupForm } from './schemas/organisation-signup';
import { programApplicationForm } from './schemas/program-application';
import { formatLongDate } from '~/lib/lagos-time';

/**
 * The six forms as the server knows them: schema, labels, and how each field's stored value reads in the
 * inbox, the CSV and the e-mails.
 */
type FormEntry = {
  id: EnquiryForm;
  title: string;
  fields: Record<string, string>;
  schemaAt: (now: Date) => z.ZodType;
  /** How stored values read, per field, where the raw value is a code. */
  display: Record<string, (value: unknown) => string | undefined>;
};

const programmeOptions: Option[] = programmes.map((p) => ({ value: p.id, label: p.title }));
const applicationProgrammeOptions: Option[] = programmes.map((p) => ({
  value: p.applicationId,
  label: p.title,
}));
const planOptions: Option[] = plans.map((p) => ({
  value: p.id,
  label: `${p.name} (${formatNaira(p.pricePerMonth)} a month)`,
}));

const choice = (options: readonly Option[]) => (value: unknown) => optionLabel(options, value);
const choiceList = (options: readonly Option[]) => (value: unknown) =>
  Array.isArray(value) ? value.map((v) => optionLabel(options, v) ?? String(v)).join(', ') : undefined;

export function describeSlot(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const slot = parseSlot(value);
  if (!slot) return value;
  const label = demoSlotTimes.find((s) => s.time === slot.time)?.label ?? slot.time;
  return `${formatLongDate(slot.date)} at ${label} WAT`;
}

export const catalogue: Record<EnquiryForm, FormEntry> = {
  contact: {
    ...contactForm,
    title: enquiryFormTitles.contact,
    display: { programmeInterest: choice(programmeInterests) },
  },
  'academy-application': {
    ...academyApplicationForm,
    title: enquiryFormTitles['academy-application'],
    display: {
      gender: choice(genders),
      state: choice(nigerianStates),
      experienceLevel: choice(experienceLevels),
      trainingSchedule: choice(trainingSchedules),
      preferredProgram: (value) => {
        const programme = programmes.find((p) => p.id === value);
        return programme
          ? `${programme.title}: ${formatNaira(programme.applicationFee)}, ${programme.applicationDuration}`
          : undefined;
      },
    },
  },
  'program-application': {
    ...programApplicationForm,
    title: enquiryFormTitles['program-application'],
    display: {
      program: choice(applicationProgrammeOptions),
      experienceLevel: choice(boxingExperience),
      fitnessLevel: choice(fitnessLevels),
      goals: choiceList(trainingGoals),
    },
  },
  consultation: {
    ...consultationForm,
    title: enquiryFormTitles.consultation,
    display: {
      interestedPrograms: choiceList(programmeOptions),
      ageRange: choice(ageRanges),
      experience: choice(experienceLevels),
      availability: choice(consultationAvailability),
      timeZone: choice(timeZones),
      preferredContact: choice(contactMethods),
    },
  },
  'demo-booking': {
    ...demoBookingForm,
    title: enquiryFormTitles['demo-booking'],
    display: {
      slot: describeSlot,
      demoType: choice(demoTypes),
      role: choice(demoRoles),
      participants: choice(demoParticipants),
    },
  },
  'organisation-signup': {
    ...organisationSignupForm,
    title: enquiryFormTitles['organisation-signup'],
    display: {
      plan: choice(planOptions),
      organizationType: choice(organisationTypes),
      participants: choice(organisationParticipants),
    },
  },
};

export type DescribedField = { name: string; label: string; value: string };

/** Every field of a stored enquiry, labelled and readable, in the form's own order; blanks left out. */
export function describeFields(form: EnquiryForm, fields: Record<string, unknown>): DescribedField[] {
  const entry = catalogue[form];
  const described: DescribedField[] = [];
  for (const [name, label] of Object.entries(entry.fields)) {
    const value = fields[name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const shown =
      entry.display[name]?.(value) ??
      (typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : Array.isArray(value)
          ? value.join(', ')
          : String(value));
    described.push({ name, label, value: shown });
  }
  return described;
}
