import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { isFormFailure } from './submission';
import type { FieldErrors } from './submission';
import { filled, useForm } from './use-form';
import type { FormOptions } from './use-form';

/** One step of a stepped form: the fields it holds, and those that must be filled before Next. */
export type WizardStep = {
  id: string;
  fields: readonly string[];
  gate: readonly string[];
};

function firstStepWithErrors(steps: readonly WizardStep[], errors: FieldErrors) {
  const index = steps.findIndex((s) => s.fields.some((f) => errors[f]?.length));
  return index < 0 ? 0 : index;
}

/**
 * A stepped form (a wizard) on top of `useForm`. Without JavaScript it is one long form, every step
 * shown; once hydrated (`stepped`) it shows one step at a time: Next is gated on the step's required
 * fields and checks the step with the form's schema, Enter in a text field moves on as Next would, and
 * focus goes to the new step's heading (give each step heading `headingRef(index)` and tabIndex -1).
 * Every step stays in the form (hidden, not removed), so the final submit posts them all; problems found
 * then, in the browser or by the server, take the person to the first step that has one.
 */
export function useWizard(options: FormOptions & { steps: readonly WizardStep[] }) {
  const { steps, result } = options;
  const lastStep = steps.length - 1;
  const [step, setStep] = useState(() =>
    isFormFailure(result) ? firstStepWithErrors(steps, result.fieldErrors) : 0,
  );
  // Errors follow the typing only for the current step: fixing one field never brings up complaints
  // about steps the person has not reached.
  const kit = useForm({ ...options, liveFields: steps[step]!.fields });
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    // Field errors take the person to the first step that has one; a message about the whole
    // submission (the rate limit) leaves them where they are.
    if (isFormFailure(result) && Object.keys(result.fieldErrors).length > 0) {
      setStep(firstStepWithErrors(steps, result.fieldErrors));
    }
  }
  const headings = useRef<(HTMLElement | null)[]>([]);
  const stepped = kit.hydrated;
  const gateOpen = steps[step]!.gate.every((name) => filled(kit.values, name));

  /** Shows the step holding a field and focuses the field (the error summary's links). */
  function reveal(name: string) {
    const index = steps.findIndex((s) => s.fields.includes(name));
    if (stepped && index >= 0) flushSync(() => setStep(index));
    document.getElementById(kit.fieldId(name))?.focus();
  }

  function goTo(index: number) {
    flushSync(() => setStep(index));
    headings.current[index]?.focus();
    headings.current[index]?.scrollIntoView({ block: 'nearest' });
  }

  /** Moves on if this step is valid; otherwise shows this step's problems (and no other step's). */
  function next(form: HTMLFormElement) {
    const outcome = kit.check(form);
    const stepErrors: FieldErrors = {};
    if (outcome && !outcome.success) {
      for (const name of steps[step]!.fields) {
        const messages = outcome.fieldErrors[name];
        if (messages) stepErrors[name] = messages;
      }
    }
    if (Object.keys(stepErrors).length > 0) {
      kit.report(stepErrors);
      return;
    }
    kit.setErrors({});
    goTo(step + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const outcome = kit.check(event.currentTarget);
    if (!outcome || outcome.success) return;
    event.preventDefault();
    if (stepped) flushSync(() => setStep(firstStepWithErrors(steps, outcome.fieldErrors)));
    kit.report(outcome.fieldErrors);
  }

  // Enter in a text field moves on, as Next would, rather than submitting a half-filled form.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (!stepped || step === lastStep || event.key !== 'Enter' || target.tagName !== 'INPUT') return;
    event.preventDefault();
    if (gateOpen) next(event.currentTarget);
  }

  return {
    kit,
    step,
    stepped,
    gateOpen,
    isLastStep: step === lastStep,
    goTo,
    next,
    reveal,
    /** The ref for step `index`'s heading, which takes focus when the step opens. */
    headingRef: (index: number) => (heading: HTMLElement | null) => {
      headings.current[index] = heading;
    },
    formProps: { ...kit.formProps, onSubmit, onKeyDown },
  };
}
