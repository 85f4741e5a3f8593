/**
 * How the academy application's step indicator draws each step, and the consent box's hint, shared by the
 * React wizard and the script of the page served as a document (document-scripts/academy-wizard.ts), so
 * that both draw the same. Plain class strings: no tailwind-merge in a document's script.
 */
export type StepState = 'done' | 'current' | 'todo';

const badgeStates: Record<StepState, string> = {
  done: 'bg-naija-500 text-white ring-naija-500',
  current: 'bg-gold-400 text-ink-950 ring-gold-400',
  todo: 'bg-white text-ink-600 ring-ink-900/15',
};

/**
 * The first step as the long form draws it where scripts run, before the document's script steps through
 * it: current, as it will be (`before-stepping:`, app.css).
 */
const firstBeforeStepping = {
  badge: 'before-stepping:bg-gold-400 before-stepping:text-ink-950 before-stepping:ring-gold-400',
  item: 'before-stepping:text-ink-900',
};

export function stepBadgeClass(state: StepState, first = false): string {
  return `grid size-10 shrink-0 place-items-center rounded-full font-display text-lg font-extrabold ring-2 ${badgeStates[state]}${
    first ? ` ${firstBeforeStepping.badge}` : ''
  }`;
}

export function stepItemClass(state: StepState, first = false): string {
  return `flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left ${
    state === 'current' ? 'text-ink-900' : 'text-ink-600'
  }${first ? ` ${firstBeforeStepping.item}` : ''}`;
}

export function stepState(index: number, step: number, stepped: boolean): StepState {
  if (!stepped) return 'todo';
  return index < step ? 'done' : index === step ? 'current' : 'todo';
}

/** The parental consent box's hint: one step at a time it shows only when needed; as one long form, always. */
export const consentHints = {
  stepped: 'Applicants under 18 need a parent or guardian to tick this box with them.',
  unstepped: 'Only for applicants born after 2006: required if you are under 18.',
} as const;
