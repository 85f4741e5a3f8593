import type { z } from '~/lib/zod';
import { ServiceError } from '@server/service-error';
import { transferDocumentSchema } from './document';
import type { TransferDocument } from './document';

/** A document's problems for people: the first few, each with where it is (`entries.3.boxerId: …`). */
function describeIssues(issues: readonly z.core.$ZodIssue[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues.slice(0, 20)) {
    const where = issue.path.join('.') || 'document';
    (fields[where] ??= []).push(issue.message);
  }
  const [first] = issues;
  const where = first ? first.path.join('.') : '';
  return {
    message: `This is not a tournament export this platform can read${where ? ` (${where}: ${first!.message})` : first ? ` (${first.message})` : ''}.`,
    fields,
  };
}

/** Reads an uploaded document: a 400 that says what is wrong, or the document. */
export function parseTransferDocument(input: unknown): TransferDocument {
  const parsed = transferDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues);
    throw new ServiceError(400, 'invalid_document', message, fields);
  }
  return parsed.data;
}

/** A document that reads well but does not hold together (a reference to nothing, a person twice): a 400. */
export function broken(message: string): never {
  throw new ServiceError(
    400,
    'invalid_document',
    `This tournament export does not hold together: ${message}.`,
  );
}

/** A lookup that refuses a reference the document does not define. */
export function mapper<K, V>(map: Map<K, V>, what: string) {
  return (key: K): V => {
    const value = map.get(key);
    if (value === undefined) broken(`${what} ${String(key)} is referred to but not in the document`);
    return value;
  };
}
