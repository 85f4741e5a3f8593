import type { FieldErrors } from '~/components/forms/submission';
import { filled, toRawValues } from '~/components/forms/submission';
import {
  academyApplicationSteps as steps,
  showsParentalConsent,
} from '~/features/enquiries/fields/academy-application';
import {
  consentHints,
  stepBadgeClass,
  stepItemClass,
  stepState,
} from '~/features/enquiries/components/wizard-steps';
import { lagosDate } from '~/lib/lagos-time';
import { enhanceForm } from './form';

/**
 * The academy application's four steps on the page served as a document (decision 0034, "Forms"), as
 * `useWizard` steps through them when the page hydrates: the server draws one long form with every step
 * (which, where scripts run, looks like its first step until this marks the form `data-stepped`); this shows
 * one step at a time,
 * gates Next (and Submit on the last step) on the step's required fields, checks the step with the form's
 * schema before moving on, moves on with Enter in a text field, focuses each new step's heading, shows the
 * parental consent box only for a birth date that needs it, and takes the person to the first step with a
 * problem, found on submit by the browser or by the server. Every step stays in the form, so the final
 * submit posts them all.
 */
export function enhanceAcademyWizard(form: HTMLFormElement): void {
  const lastStep = steps.length - 1;
  const fieldsets = steps.map((_, index) =>
    form.querySelector<HTMLFieldSetElement>(`[data-wizard-step="${index}"]`),
  );
  const indicators = steps.map((_, index) =>
    form.querySelector<HTMLElement>(`[data-step-indicator="${index}"]`),
  );
  const progress = form.querySelector<HTMLElement>('[data-wizard-progress]');
  const previous = form.querySelector<HTMLButtonElement>('[data-wizard-previous]');
  const next = form.querySelector<HTMLButtonElement>('[data-wizard-next]');
  const submit = form.querySelector<HTMLButtonElement>('[data-wizard-submit]');
  const gateHint = form.querySelector<HTMLElement>('#academy-gate-hint');
  const consent = form.querySelector<HTMLElement>('[data-wizard-consent]');
  const consentPlace = document.createComment('parental consent, when the birth date needs it');
  consent?.before(consentPlace);
  const hint = document.getElementById('academy-parentalConsent-hint');
  if (hint) hint.textContent = consentHints.stepped;
  form.querySelector('[data-wizard-spacer]')?.remove();

  // The step indicator's steps are links to the fieldsets in the long form; one step at a time they are
  // words only.
  for (const item of indicators) {
    const link = item?.querySelector('a');
    if (link) link.replaceWith(...Array.from(link.childNodes));
  }

  // A page the server answered with problems opens at the first step that has one.
  const serverErrors = steps.findIndex((s) =>
    s.fields.some((name) => document.getElementById(`academy-${name}-error`)),
  );
  let step = serverErrors < 0 ? 0 : serverErrors;

  const enhanced = enhanceForm(form, {
    liveFields: () => steps[step]!.fields,
    beforeReport: (errors) => show(firstStepWithErrors(errors)),
  });

  function firstStepWithErrors(errors: FieldErrors) {
    const index = steps.findIndex((s) => s.fields.some((name) => errors[name]?.length));
    return index < 0 ? 0 : index;
  }

  function gateOpen() {
    const values = toRawValues(new FormData(form));
    return steps[step]!.gate.every((name) => filled(values, name));
  }

  function follow() {
    const values = toRawValues(new FormData(form));
    if (consent) {
      const shown = showsParentalConsent(values.dateOfBirth, lagosDate(new Date()));
      if (shown && !consent.isConnected) consentPlace.after(consent);
      else if (!shown && consent.isConnected) consent.remove();
    }
    const open = gateOpen();
    const last = step === lastStep;
    if (next) {
      next.hidden = last;
      next.disabled = !open;
      describe(next, !open);
    }
    if (submit) {
      submit.hidden = !last;
      if (!('sending' in form.dataset)) submit.disabled = !open;
      describe(submit, !open);
    }
    if (gateHint) gateHint.hidden = open;
  }

  function describe(button: HTMLButtonElement, gated: boolean) {
    if (gated) button.setAttribute('aria-describedby', 'academy-gate-hint');
    else button.removeAttribute('aria-describedby');
  }

  function show(index: number) {
    step = index;
    fieldsets.forEach((fieldset, i) => {
      if (!fieldset) return;
      fieldset.hidden = i !== step;
      fieldset.classList.remove('border-t', 'border-ink-900/10', 'pt-10');
    });
    indicators.forEach((item, i) => {
      if (!item) return;
      const state = stepState(i, step, true);
      item.className = stepItemClass(state);
      if (state === 'current') item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
      const badge = item.querySelector<HTMLElement>('[data-step-badge]');
      if (badge) {
        badge.className = stepBadgeClass(state);
        const done = badge.querySelector<HTMLElement>('[data-step-done]');
        if (done) done.hidden = state !== 'done';
        const number = badge.querySelector<HTMLElement>('[data-step-number]');
        if (number) number.hidden = state === 'done';
      }
      const completed = item.querySelector<HTMLElement>('[data-step-completed]');
      if (completed) completed.hidden = state !== 'done';
    });
    if (progress) {
      progress.hidden = false;
      const bar = progress.querySelector<HTMLElement>('[role="progressbar"]');
      const value = ((step + 1) / steps.length) * 100;
      bar?.setAttribute('aria-valuenow', String(value));
      const fill = bar?.firstElementChild as HTMLElement | null | undefined;
      if (fill) fill.style.width = `${value}%`;
    }
    if (previous) {
      previous.hidden = false;
      previous.disabled = step === 0;
    }
    follow();
  }

  function goTo(index: number) {
    show(index);
    const heading = document.getElementById(`academy-step-${steps[index]!.id}-title`);
    heading?.focus();
    heading?.scrollIntoView({ block: 'nearest' });
  }

  /** Moves on if this step is valid; otherwise shows this step's problems (and no other step's). */
  function moveOn() {
    const found = enhanced.check() ?? {};
    const stepErrors: FieldErrors = {};
    for (const name of steps[step]!.fields) {
      const messages = found[name];
      if (messages) stepErrors[name] = messages;
    }
    if (Object.keys(stepErrors).length > 0) {
      enhanced.report(stepErrors);
      return;
    }
    enhanced.show({});
    goTo(step + 1);
  }

  next?.addEventListener('click', moveOn);
  previous?.addEventListener('click', () => goTo(step - 1));
  form.addEventListener('input', follow);
  form.addEventListener('change', follow);

  // Enter in a text field moves on, as Next would, rather than submitting a half-filled form.
  form.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (step === lastStep || event.key !== 'Enter' || target.tagName !== 'INPUT') return;
    event.preventDefault();
    if (gateOpen()) moveOn();
  });

  // The summary's links open the step holding their field, then focus it.
  document.getElementById('academy-problems')?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const name = link?.getAttribute('href')?.replace(/^#academy-/, '');
    if (!name) return;
    const index = steps.findIndex((s) => (s.fields as readonly string[]).includes(name));
    if (index < 0) return;
    event.preventDefault();
    show(index);
    document.getElementById(`academy-${name}`)?.focus();
  });

  show(step);
  // From here this script draws the steps (the long form's look of its first step, `before-stepping:`, is
  // over): in the same task, so nothing is painted between.
  form.dataset.stepped = '';
}
