// What the entries feature (registration, issue 15) offers routes, other features and the server, on purpose.
export {
  boxerRegistration,
  categoryName,
  inviteBoxer,
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
  RegisteredEntry,
  RegistrationInput,
} from './registration.server';
export { ageGroupOn, classesFor, formatKg, formatShortDate, weightClassFor } from './fit';
