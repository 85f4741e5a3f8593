// One tournament as a document, between platforms (issue 18 "Venue mode", decision 0015).
export { exportTournament, exportTournamentFor } from './export.server';
export { importTournament } from './import.server';
export type { ImportOutcome } from './import.server';
export { parseTransferDocument } from './parse';
export { canonicalDocument } from './canonical';
export { TRANSFER_FORMAT, TRANSFER_VERSION, transferDocumentSchema } from './document';
export type { TransferDocument } from './document';
