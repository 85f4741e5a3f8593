import {
  fieldErrorClass,
  invalidCardClass,
  problemsTitle,
  summaryBoxClass,
  summaryFormErrorClass,
  summaryLinkClass,
  summaryListClass,
  summaryTitleClass,
} from '~/components/forms/problem-markup';
import { filled, toRawValues } from '~/components/forms/submission';
import type { FieldErrors, RawValues } from '~/components/forms/submission';
import { validatorsReady } from './validators/registry';
import type { FormValidator } from './validators/registry';

/**
 * A form of a page served as a document (decision 0034, "Forms"), doing without React what the form kit
 * (components/forms/use-form.ts) does when the page hydrates, on the markup the kit drew:
 *
 * - the validator (the schema the server runs, bundled with zod as a script of its own, the form's
 *   `data-validator`) is fetched when the person first reaches into the form; until it arrives a submit goes
 *   to the server, which answers with the same messages;
 * - errors show on submit (then focus goes to the summary, so a screen reader hears them) or when a filled
 *   field is left, and after a first failed submit they follow every change;
 * - the submit button's gate (`data-requires`: fields that must hold something) with its hint, and the
 *   busy word while the post is on its way; a second submit is ignored;
 * - parts in the page only while a box is ticked (`data-shown-when`), and the live list of chosen cards
 *   (`data-chosen-list`).
 *
 * The server's answer is a new document: its summary, when it lists problems, takes focus on load.
 */
export type FormOptions = {
  /** The fields whose errors follow the changes, when not all of them (a wizard's current step's). */
  liveFields?: () => readonly string[];
  /** Called with the problems found on submit, before they show (a wizard opens the first step with one). */
  beforeReport?: (errors: FieldErrors) => void;
};

/** What a form's own script (a wizard's) may ask of the enhanced form. */
export type EnhancedForm = {
  /** The validator's verdict on the form as it stands, or undefined while the validator is still loading. */
  check: () => FieldErrors | undefined;
  /** Shows problems and moves focus to their summary. */
  report: (errors: FieldErrors) => void;
  /** Shows these errors as they are, focus left where it is. */
  show: (errors: FieldErrors) => void;
  /** Follows the form as it stands (gates, parts shown) after a script changed it. */
  follow: () => void;
};

export function enhanceForm(form: HTMLFormElement, options: FormOptions = {}): EnhancedForm {
  const id = form.id;
  const summary = document.getElementById(`${id}-problems`);
  const order = summary?.dataset.fieldOrder?.split(' ').filter(Boolean) ?? [];
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${fieldId(name)}-error`;
  const hasProblems = Boolean(summary && !summary.classList.contains('hidden'));
  let formError = summary?.querySelector('[data-form-error]')?.textContent ?? undefined;
  let errors: FieldErrors = {};
  let attempted = hasProblems;
  let submitting = false;
  let validator: FormValidator | undefined;

  // The browser's own bubbles only until our messages can take over.
  form.noValidate = true;

  const values = (): RawValues => toRawValues(new FormData(form));
  const conditional = Array.from(form.querySelectorAll<HTMLElement>('[data-shown-when]')).map((part) => {
    const place = document.createComment(`shown when ${part.dataset.shownWhen ?? ''} holds something`);
    part.before(place);
    return { part, place };
  });

  function renderSummary() {
    if (!summary) return;
    const entries = Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .sort(([a], [b]) => rank(a) - rank(b));
    const count = entries.length + (formError ? 1 : 0);
    summary.classList.toggle('hidden', count === 0);
    summary.replaceChildren();
    if (count === 0) return;
    const box = element('div', summaryBoxClass);
    const title = element('h2', summaryTitleClass);
    title.innerHTML = alertIcon;
    title.append(problemsTitle(entries.length));
    box.append(title);
    if (formError) {
      const message = element('p', summaryFormErrorClass, formError);
      message.dataset.formError = '';
      box.append(message);
    }
    if (entries.length > 0) {
      const list = element('ul', summaryListClass);
      for (const [name, messages] of entries) {
        const link = element('a', summaryLinkClass, messages[0]);
        link.setAttribute('href', `#${fieldId(name)}`);
        const item = element('li');
        item.append(link);
        list.append(item);
      }
      box.append(list);
    }
    summary.append(box);
  }

  function rank(name: string) {
    const at = order.indexOf(name);
    return at < 0 ? 999 : at;
  }

  function renderField(container: HTMLElement, name: string) {
    const messages = errors[name] ?? [];
    const invalid = messages.length > 0;
    let message = document.getElementById(errorId(name));
    if (invalid) {
      if (!message) {
        message = element('p', fieldErrorClass);
        message.id = errorId(name);
        container.append(message);
      }
      message.textContent = messages.join(' ');
    } else message?.remove();

    // What describes the field: the fieldset of a group of choices, otherwise the control itself.
    const group = container instanceof HTMLFieldSetElement ? container : container.querySelector('fieldset');
    const control = document.getElementById(fieldId(name));
    const described = group ?? control;
    if (described) {
      const hint = document.getElementById(`${fieldId(name)}-hint`) ? `${fieldId(name)}-hint` : null;
      const ids = [hint, invalid ? errorId(name) : null].filter(Boolean).join(' ');
      if (ids) described.setAttribute('aria-describedby', ids);
      else described.removeAttribute('aria-describedby');
    }
    if (container instanceof HTMLFieldSetElement) {
      for (const input of Array.from(container.querySelectorAll('input'))) {
        markInvalid(input, invalid);
        input.closest('label')?.classList.toggle(invalidCardClass, invalid);
      }
    } else if (control && !group) markInvalid(control, invalid);
  }

  function render() {
    renderSummary();
    for (const container of Array.from(form.querySelectorAll<HTMLElement>('[data-errors-for]'))) {
      renderField(container, container.dataset.errorsFor ?? '');
    }
  }

  function report(found: FieldErrors) {
    errors = found;
    formError = undefined;
    attempted = true;
    render();
    summary?.focus();
  }

  function follow() {
    const raw = values();
    for (const button of Array.from(form.querySelectorAll<HTMLButtonElement>('button[data-requires]'))) {
      gate(button, raw);
    }
    // A part not shown is out of the page, and so not sent, as when React leaves it out.
    for (const { part, place } of conditional) {
      const shown = filled(raw, part.dataset.shownWhen ?? '');
      if (shown && !part.isConnected) place.after(part);
      else if (!shown && part.isConnected) part.remove();
    }
    for (const list of Array.from(form.querySelectorAll<HTMLElement>('[data-chosen-list]'))) {
      const words = list.querySelector('[data-chosen-words]');
      if (!words) continue;
      const chosen = Array.from(
        form.querySelectorAll<HTMLInputElement>(`input[name="${list.dataset.chosenList}"]:checked`),
      ).map((input) => document.getElementById(`${input.id}-title`)?.textContent?.trim() ?? input.value);
      words.textContent = chosen.length ? chosen.join(', ') : 'none chosen yet';
      list.hidden = false;
    }
    if (attempted && validator) {
      errors = only(validator(raw), options.liveFields?.());
      render();
    }
  }

  function gate(button: HTMLButtonElement, raw: RawValues) {
    const required = (button.dataset.requires ?? '').split(' ').filter(Boolean);
    const gated = !required.every((name) => filled(raw, name));
    button.disabled = gated || submitting;
    const hintId = `${id}-submit-hint`;
    let hint = document.getElementById(hintId);
    if (gated) {
      if (!hint) {
        hint = element('p', 'text-sm text-ink-600', button.dataset.waiting ?? '');
        hint.id = hintId;
        button.after(hint);
      }
      button.setAttribute('aria-describedby', hintId);
    } else {
      hint?.remove();
      button.removeAttribute('aria-describedby');
    }
  }

  function wantValidator() {
    const address = form.dataset.validator;
    if (validator || !address) return;
    validatorsReady(address).then(
      (validators) => {
        validator = validators[id];
      },
      () => undefined,
    );
  }

  form.addEventListener('focusin', wantValidator);
  form.addEventListener('pointerdown', wantValidator);
  form.addEventListener('input', follow);
  form.addEventListener('change', follow);

  form.addEventListener('focusout', (event) => {
    if (attempted || !validator) return;
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.name;
    if (!name || typeof target.value !== 'string' || target.value.trim() === '') return;
    if (target.type === 'checkbox' || target.type === 'radio') return;
    const next = validator(values())[name];
    if ((next ?? []).join('\n') === (errors[name] ?? []).join('\n')) return;
    const updated = { ...errors };
    if (next) updated[name] = next;
    else delete updated[name];
    errors = updated;
    render();
  });

  form.addEventListener('submit', (event) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const found = validator?.(values());
    if (found && Object.keys(found).length > 0) {
      event.preventDefault();
      options.beforeReport?.(found);
      report(found);
      return;
    }
    submitting = true;
    form.dataset.sending = '';
    for (const button of Array.from(form.querySelectorAll<HTMLButtonElement>('button[type="submit"]'))) {
      button.disabled = true;
      if (button.dataset.busy) button.textContent = button.dataset.busy;
    }
  });

  // Back to this page from the next one, the browser may show it as it was left: sending.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && submitting) window.location.reload();
  });

  follow();
  if (hasProblems) summary?.focus();
  return {
    check: () => validator?.(values()),
    report,
    show: (shown) => {
      errors = shown;
      render();
    },
    follow,
  };
}

function only(errors: FieldErrors, fields: readonly string[] | undefined): FieldErrors {
  if (!fields) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => fields.includes(name)));
}

function markInvalid(control: Element, invalid: boolean) {
  if (invalid) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** lucide's circle-alert, as the React summary draws it (size-6, hidden from assistive technology). */
const alertIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-circle-alert size-6" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><line x1="12" x2="12" y1="8" y2="12"></line><line x1="12" x2="12.01" y1="16" y2="16"></line></svg>';
