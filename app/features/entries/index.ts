// What the entries feature (registration, issue 15) offers routes, other features and the server, on purpose.
export {
  boxerRegistration,
  categoryName,
  listEntries,
  markEntryPaid,
  registerEntry,
  registerSquad,
  registrationSchema,
  withdrawEntry,
} from './registration.server';
export type {
  BoxerRegistration,
  EntryRow,
  ManagedEntryRow,
  ConsentLink,
  RegisteredEntry,
  RegistrationInput,
} from './registration.server';
// The API's body for a withdrawal is the withdrawal forms' own (decision 0008: one schema per command).
export { withdrawBodySchema } from './forms';
export { consentRequest, giveGuardianConsent } from './guardian-consent.server';
export type { ConsentRequest } from './guardian-consent.server';
export { ageGroupOn, classesFor, formatKg, formatShortDate, weightClassFor } from './fit';
export { inviteBoxer, isInvited, listInvitations, revokeInvitation } from './invitations.server';
export type { Invitation, InvitationRow, InvitationTarget } from './invitations.server';
export { ENTRY_FILTERS, entriesPage, markEntryUnpaid, recordEntryCashRefund } from './manage.server';
export type { EntriesPage, EntriesPageRow, EntryFilter } from './manage.server';
export {
  changeBoxerFacts,
  changeLicence,
  listStudents,
  registerStudent,
  STUDENTS_PAGE,
} from './students.server';
export type { LicensedFacts, ProfileFacts, RegisteredStudent, StudentRow } from './students.server';
export { IMPORT_LIMIT, importStudents } from './student-import.server';
export type { ImportAnswer, ImportStatus } from './student-import.server';
export { LICENCE_ID_MAX } from './licence';
// Where a person's entries stand (issue 30 item 2): the reader, and the words every surface shows.
export { entryStandings } from './standing.server';
export type { EntryStanding } from './standing.server';
export { standingDetails, standingHeadline, standingOf, standingText } from './standing';
export type { Standing, StandingState } from './standing';
// A tournament's entries by category as its public page lists them (issue 30 item 6): names and clubs only.
export { publicEntries } from './public-entries.server';
export type { PublicCategoryEntries, PublicEntrant } from './public-entries.server';
// "Entry confirmed" by phone (issue 32): the demo queues a guardian's copy once it has their number.
export { queueEntryConfirmedMessages } from './entry-messages.server';
