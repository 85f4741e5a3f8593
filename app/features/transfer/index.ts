// One tournament as a document, between platforms (issue 18 "Venue mode", decision 0015).
export {
  canonicalDocument,
  exportTournament,
  exportTournamentFor,
  importTournament,
  parseTransferDocument,
} from './transfer.server';
export type { ImportOutcome } from './transfer.server';
export { TRANSFER_FORMAT, TRANSFER_VERSION, transferDocumentSchema } from './document';
export type { TransferDocument } from './document';
