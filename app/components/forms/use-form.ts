import { useEffect, useState } from 'react';
import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigation } from 'react-router';
import type { z } from '~/lib/zod';
import { useHydrated } from '~/lib/use-hydrated';
import { isFormFailure, toRawValues, validate } from './submission';
import type { FieldErrors, RawValues } from './submission';

export type SchemaAt = (now: Date) => z.ZodType;

/**
 * A form's `schema` in the server build, where nothing ever calls it (the validator is fetched in the
 * browser only). Forms pick it with `import.meta.env.SSR`, which leaves their `import()` of the schema out
 * of the server build: there the handlers import the same schema modules directly, so the dynamic import
 * could not split anything and the bundler warned about it (INEFFECTIVE_DYNAMIC_IMPORT).
 */
export const schemaOnServer = (): Promise<SchemaAt> =>
  Promise.reject(new Error('A form loads its validator in the browser only.'));

export type FormOptions = {
  /** The form element's id; every field id starts with it. */
  id: string;
  /**
   * Loads the form's schema (the one the server runs). It is fetched when the person first reaches into
   * the form, so a visitor who only reads the page never downloads the validator; until it arrives, a
   * submit goes to the server, which answers with the same messages. A form without one is checked by
   * its action only.
   */
  schema?: () => Promise<SchemaAt>;
  /**
   * The address of the script holding this form's checks for a page served as a document (decision 0034,
   * "Forms"), which `document-scripts/form.ts` fetches as this hook fetches `schema`.
   */
  validatorScript?: string;
  /** Each field's name as messages and the error summary use it. */
  labels?: Record<string, string>;
  /**
   * The action's latest answer. A `FormFailure` (status 'invalid') brings its errors and the typed
   * values; any other answer (a success the page shows) clears the errors.
   */
  result: { status: string } | undefined;
  /** Values a fresh form starts with (preselected radios and the like). */
  defaults?: RawValues;
  /**
   * The fields whose errors follow the typing, when not all of them: a wizard passes its current step's,
   * so that fixing one field never brings up complaints about steps the person has not reached.
   */
  liveFields?: readonly string[];
  /**
   * Whether required fields carry the asterisk (with the "Fields marked * are required" note). Off for
   * short forms where every field is required, such as signing in.
   */
  marksRequired?: boolean;
};

function only(errors: FieldErrors, fields: readonly string[] | undefined): FieldErrors {
  if (!fields) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => fields.includes(name)));
}

function sameErrors(a: string[] | undefined, b: string[] | undefined) {
  return (a ?? []).join('\n') === (b ?? []).join('\n');
}

/**
 * One form's state in the browser: what is typed (read from the form itself, so inputs stay
 * uncontrolled and post without JavaScript), the errors to show, and the same schema the server runs.
 *
 * Errors appear on submit, or when a filled field is left; after a first failed submit they follow every
 * keystroke so that each disappears as soon as it is fixed. The server's answer always wins.
 */
export function useForm(options: FormOptions) {
  const { id, schema, result } = options;
  const labels = options.labels ?? {};
  const [schemaAt, setSchemaAt] = useState<SchemaAt | null>(null);
  const [schemaWanted, setSchemaWanted] = useState(false);
  useEffect(() => {
    if (!schemaWanted || !schema) return;
    let current = true;
    schema()
      .then((loaded) => {
        if (current) setSchemaAt(() => loaded);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [schema, schemaWanted]);
  const wantSchema = () => {
    if (!schemaWanted) setSchemaWanted(true);
  };
  const hydrated = useHydrated();
  const invalid = isFormFailure(result) ? result : undefined;
  const [initial] = useState<RawValues>(() => ({ ...options.defaults, ...invalid?.values }));
  const [values, setValues] = useState<RawValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>(invalid?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | undefined>(invalid?.formError);
  const [attempted, setAttempted] = useState(Boolean(invalid));
  const [seenResult, setSeenResult] = useState(result);
  const [initialResult] = useState(result);
  // What was typed before the page became interactive (a slow phone shows the form long before its
  // scripts run) is in the fields but not in `values`: read it once hydrated, so the gates and the
  // summary see the name already there (issue 30: Next stayed disabled under a visibly filled name).
  useEffect(() => {
    if (!hydrated) return;
    const form = document.getElementById(id);
    if (form instanceof HTMLFormElement && changedSinceLoad(form)) setValues(toRawValues(new FormData(form)));
  }, [hydrated, id]);
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';

  // A new answer from the server replaces whatever the browser thought.
  if (result !== seenResult) {
    setSeenResult(result);
    if (isFormFailure(result)) {
      setErrors(result.fieldErrors);
      setFormError(result.formError);
      setAttempted(true);
    } else {
      setErrors({});
      setFormError(undefined);
    }
  }
  // The server's list of problems gets the same welcome as the browser's: focus, so it is read out.
  useEffect(() => {
    if (seenResult !== initialResult && isFormFailure(seenResult)) {
      document.getElementById(`${id}-problems`)?.focus();
    }
  }, [seenResult, initialResult, id]);

  const fieldId = (name: string) => `${id}-${name}`;
  const summaryId = `${id}-problems`;
  const errorId = (name: string) => `${fieldId(name)}-error`;

  /** The schema's verdict on the form as it stands, or undefined while the schema is still loading. */
  function check(form: HTMLFormElement) {
    if (!schemaAt) return undefined;
    return validate(schemaAt(new Date()), toRawValues(new FormData(form)));
  }

  /** Shows problems and moves focus to their summary, so a screen reader hears them at once. */
  function report(fieldErrors: FieldErrors, message?: string) {
    flushSync(() => {
      setErrors(fieldErrors);
      setFormError(message);
      setAttempted(true);
    });
    document.getElementById(summaryId)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const outcome = check(event.currentTarget);
    if (!outcome || outcome.success) {
      setFormError(undefined);
      return;
    }
    event.preventDefault();
    report(outcome.fieldErrors);
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const raw = toRawValues(new FormData(form));
    setValues(raw);
    if (attempted && schemaAt) {
      const outcome = validate(schemaAt(new Date()), raw);
      setErrors(outcome.success ? {} : only(outcome.fieldErrors, options.liveFields));
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (attempted) return;
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.name;
    if (!name || typeof target.value !== 'string' || target.value.trim() === '') return;
    if (target.type === 'checkbox' || target.type === 'radio') return;
    const outcome = check(event.currentTarget);
    if (!outcome) return;
    const next = outcome.success ? undefined : outcome.fieldErrors[name];
    if (sameErrors(next, errors[name])) return;
    setErrors((current) => {
      const updated = { ...current };
      if (next) updated[name] = next;
      else delete updated[name];
      return updated;
    });
  }

  return {
    id,
    labels,
    marksRequired: options.marksRequired ?? true,
    hydrated,
    initial,
    values,
    errors,
    formError,
    submitting,
    summaryId,
    fieldId,
    errorId,
    check,
    report,
    setErrors,
    formProps: {
      id,
      method: 'post' as const,
      // The browser's own bubbles only until our messages can take over.
      noValidate: hydrated,
      onSubmit,
      onChange,
      onBlur,
      onFocus: wantSchema,
      onPointerDown: wantSchema,
      'data-validator': options.validatorScript,
    },
  };
}

export type FormKit = ReturnType<typeof useForm>;

/** Whether any field of `form` differs from what the page's HTML put in it: the person has typed. */
export function changedSinceLoad(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) {
        // A select without a `selected` option shows its first: that is not a change.
        const shownByDefault =
          !Array.from(element.options).some((option) => option.defaultSelected) &&
          element.selectedIndex === 0;
        if (!shownByDefault) return true;
      }
    }
  }
  return false;
}

export { filled } from './submission';
