/**
 * What the error summary and a field's error look like, shared by the React form kit (form-layout.tsx,
 * ui/input.tsx) and the script of a form served as a document (document-scripts/form.ts, decision 0034),
 * which draws the same messages the same way without React.
 */

/** The summary's heading: how many problems there are. */
export function problemsTitle(fieldProblems: number): string {
  return fieldProblems > 1 ? `There are ${fieldProblems} problems to fix` : 'There is a problem';
}

export const fieldErrorClass = 'mt-1.5 text-sm font-medium text-corner-600';
export const summaryBoxClass =
  'rounded-2xl border-2 border-corner-500 bg-white p-5 shadow-sm focus-within:ring-0';
export const summaryTitleClass =
  'flex items-center gap-2 font-display text-2xl font-bold text-corner-600 uppercase';
export const summaryFormErrorClass = 'mt-2 font-medium text-ink-900';
export const summaryListClass = 'mt-3 list-disc space-y-1 pl-5';
export const summaryLinkClass =
  'font-medium text-corner-600 underline underline-offset-2 hover:text-corner-500';
/** A choice card whose field has an error. */
export const invalidCardClass = 'ring-corner-500';
