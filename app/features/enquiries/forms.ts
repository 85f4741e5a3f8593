import type { EnquiryForm, EnquiryStatus } from '@server/db/schema/enquiries';

export type { EnquiryForm, EnquiryStatus };

/** The six public forms as the inbox names them, in the order the filters list them. */
export const enquiryFormTitles: Record<EnquiryForm, string> = {
  contact: 'Contact message',
  'academy-application': 'Academy application',
  'program-application': 'Program application',
  consultation: 'Free consultation',
  'demo-booking': 'Demo booking',
  'organisation-signup': 'Organisation sign-up',
};

export const enquiryFormIds = Object.keys(enquiryFormTitles) as EnquiryForm[];

export function isEnquiryForm(value: unknown): value is EnquiryForm {
  return typeof value === 'string' && value in enquiryFormTitles;
}

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  declined: 'Declined',
  archived: 'Archived',
};

export const enquiryStatusIds = Object.keys(enquiryStatusLabels) as EnquiryStatus[];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && value in enquiryStatusLabels;
}

/**
 * How an enquiry moves through the inbox: new → contacted → accepted or declined → archived. An enquiry
 * may skip ahead (a demo booking is accepted without a call; spam is archived at once) but never goes back.
 */
export const nextStatuses: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'accepted', 'declined', 'archived'],
  contacted: ['accepted', 'declined', 'archived'],
  accepted: ['archived'],
  declined: ['archived'],
  archived: [],
};

/** Longest note an admin may attach to a status change. */
export const NOTE_MAX = 2000;
