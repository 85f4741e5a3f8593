import { enhanceAcademyWizard } from './academy-wizard';
import { enhanceAccountCorner } from './account-corner';
import { enhanceConfirmation } from './confirmation';
import { enhanceForm } from './form';
import { enhancePhoneMenu } from './phone-menu';

/**
 * The script of the public form pages (contact, the academy application, consultation, demo, a programme's
 * application, sign-up: decision 0034,
 * "Forms"): served without React or the router, they keep the header as the static pages do, and each form
 * checks itself with the server's own schema once a person reaches into it. A stored submission's
 * confirmation takes focus.
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form[data-validator]'))) {
  if (form.id === 'academy') enhanceAcademyWizard(form);
  else enhanceForm(form);
}
enhanceConfirmation(document);
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
