import type { FieldErrors, RawValues } from '~/components/forms/submission';

/** A form's checks as its validator script gives them: the problems per field, none when it may be sent. */
export type FormValidator = (values: RawValues) => FieldErrors;
export type FormValidators = Record<string, FormValidator>;

declare global {
  interface Window {
    /** The validators of the forms on this page, by form id, as their scripts register them. */
    ajbxngFormValidators?: FormValidators;
  }
}

const registered = 'ajbxng:form-validators';
const loading = new Map<string, Promise<FormValidators>>();

/**
 * Loads a validator script (each is bundled with zod and its schema, a script of its own: decision 0034,
 * "Forms") once, and resolves with the validators registered when it has run.
 */
export function validatorsReady(address: string): Promise<FormValidators> {
  let ready = loading.get(address);
  if (!ready) {
    ready = new Promise<FormValidators>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = address;
      script.async = true;
      const nonce = document.querySelector<HTMLScriptElement>('script[data-document-script]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve(window.ajbxngFormValidators ?? {}));
      script.addEventListener('error', () => {
        loading.delete(address);
        script.remove();
        reject(new Error(`The form's checks could not be loaded from ${address}.`));
      });
      document.head.append(script);
    });
    loading.set(address, ready);
  }
  return ready;
}

/** Called by a validator script: makes `validator` the checks of the form `formId`. */
export function registerValidator(formId: string, validator: FormValidator): void {
  (window.ajbxngFormValidators ??= {})[formId] = validator;
  document.dispatchEvent(new CustomEvent(registered, { detail: formId }));
}
