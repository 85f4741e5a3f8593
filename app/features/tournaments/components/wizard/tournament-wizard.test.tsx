import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { weightClasses } from '~/content/tournament-categories';
import { TournamentWizard, WizardNav } from './tournament-wizard';
import type { WizardAccess } from './wizard-fields';

const visitor: WizardAccess = { launch: 'sign-in' };
const organiser: WizardAccess = {
  launch: 'ready',
  viewerName: 'Remi Cole',
  organisationName: 'Yaba Boxing Club',
  usage: null,
};

/** The wizard as the server renders it: what a browser without JavaScript gets. */
function serverHtml(access: WizardAccess, result?: { status: string }) {
  const Stub = createRoutesStub([
    {
      path: '/start-tournament',
      Component: () => <TournamentWizard mode="create" access={access} result={result} keep />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/start-tournament']} />);
}

function nav(props: Partial<Parameters<typeof WizardNav>[0]>) {
  return renderToStaticMarkup(
    <form>
      <WizardNav
        step={0}
        stepped
        ready={false}
        isLastStep={false}
        submitting={false}
        submitLabel="Launch Tournament"
        submitIcon="launch"
        launchAsksToSignIn={false}
        onPrevious={() => undefined}
        onNext={() => undefined}
        onLaunchWithoutAccount={() => undefined}
        {...props}
      />
    </form>,
  );
}

/** The <input> named `name` (with `value`, for radios and checkboxes), as markup. */
function input(html: string, name: string, value?: string) {
  const tags = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]);
  const found = tags.filter(
    (tag) => tag.includes(` name="${name}"`) && (value === undefined || tag.includes(` value="${value}"`)),
  );
  if (found.length !== 1) throw new Error(`expected one input ${name}=${value}, found ${found.length}`);
  return found[0]!;
}

const isChecked = (tag: string) => / checked=""/.test(tag);

/** The button whose text is `label`, as markup. */
function button(html: string, label: string) {
  const found = [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].map((m) => m[0]);
  return found.find((b) => b.replace(/<[^>]+>/g, '').trim() === label);
}

describe('the wizard without JavaScript: one long form', () => {
  const html = serverHtml(visitor);

  it('shows all five steps, none hidden, and a Launch button that posts the form', () => {
    for (const title of ['Basic Info', 'Format &amp; Rules', 'Categories', 'Schedule', 'Review']) {
      expect(html).toContain(`>${title}</h2>`);
    }
    expect(html).not.toMatch(/<fieldset[^>]*id="wizard-step-[^"]*"[^>]*\shidden[\s=>]/);
    expect(button(html, 'Launch Tournament')).toMatch(/type="submit"/);
    // Previous and Next need JavaScript: a browser that runs none is not shown them (`noscript:hidden`).
    expect(button(html, 'Next')).toContain('noscript:hidden');
    expect(button(html, 'Previous')).toContain('noscript:hidden');
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('where scripts run, draws the first step of the stepped form until it hydrates, so nothing moves then', () => {
    const later = [...html.matchAll(/<fieldset[^>]*id="wizard-step-([^"]*)"[^>]*>/g)].map((m) => ({
      step: m[1],
      hiddenWhereScriptsRun: m[0].includes('scripted:hidden'),
    }));
    expect(later).toEqual([
      { step: 'basic', hiddenWhereScriptsRun: false },
      { step: 'format', hiddenWhereScriptsRun: true },
      { step: 'categories', hiddenWhereScriptsRun: true },
      { step: 'schedule', hiddenWhereScriptsRun: true },
      { step: 'review', hiddenWhereScriptsRun: true },
    ]);
    expect(button(html, 'Next')).toMatch(/disabled=""/);
    expect(button(html, 'Previous')).toMatch(/disabled=""/);
    expect(button(html, 'Launch Tournament')).toContain('scripted:hidden');
    expect(html).toContain('Name the tournament to continue.');
  });

  it('starts from the SPEC’s defaults', () => {
    const participants = input(html, 'maxParticipants');
    for (const attribute of ['value="32"', 'min="8"', 'max="128"', 'step="8"']) {
      expect(participants).toContain(attribute);
    }
    const duration = input(html, 'roundDuration');
    for (const attribute of ['value="2"', 'min="1"', 'max="5"']) expect(duration).toContain(attribute);
    const rounds = input(html, 'numberOfRounds');
    for (const attribute of ['value="3"', 'min="1"', 'max="12"']) expect(rounds).toContain(attribute);
    expect(input(html, 'entryFee')).toContain('value="0"');
    expect(input(html, 'city')).toContain('value="Lagos"');
    expect(isChecked(input(html, 'judgesCount', '3'))).toBe(true);
    expect(isChecked(input(html, 'judgesCount', '5'))).toBe(false);
    expect(isChecked(input(html, 'medicalCheckRequired'))).toBe(true);
    expect(isChecked(input(html, 'equipmentProvided'))).toBe(false);
    expect(isChecked(input(html, 'genders', 'men'))).toBe(true);
    expect(isChecked(input(html, 'genders', 'women'))).toBe(true);
    expect(isChecked(input(html, 'visibility', 'public'))).toBe(true);
    // World Boxing's kg categories for an amateur platform; the professional lbs list stays offered.
    expect(isChecked(input(html, 'weightClassPreset', 'world-boxing'))).toBe(true);
    expect(isChecked(input(html, 'weightClassPreset', 'lbs'))).toBe(false);
    expect(html).toContain('<option value="Intermediate-Advanced" selected="">');
    // No format is chosen for the person: step 1's gate is choosing one.
    for (const format of ['single-elimination', 'double-elimination', 'round-robin', 'swiss-system']) {
      expect(isChecked(input(html, 'format', format))).toBe(false);
    }
  });

  it('offers the four formats with a description each, swiss-system included', () => {
    for (const format of ['single-elimination', 'double-elimination', 'round-robin', 'swiss-system']) {
      expect(input(html, 'format', format)).toContain('type="radio"');
    }
    expect(html).toContain('Boxers of equal score meet each round; no rematches.');
  });

  it('offers the 17 weight classes with lbs and kg, the World Boxing list, and the six age groups', () => {
    expect(weightClasses).toHaveLength(17);
    for (const w of weightClasses) expect(input(html, 'weightClasses', w.id)).toContain('type="checkbox"');
    expect(html).toContain('Minimumweight');
    expect(html).toContain('105 lbs · 47.6 kg');
    expect(html).toContain('200+ lbs · 90.7+ kg');
    expect(input(html, 'weightClasses', 'wb-w60')).toContain('type="checkbox"');
    for (const age of ['youth', 'junior', 'cadet', 'youth-elite', 'elite', 'masters']) {
      expect(input(html, 'ageGroups', age)).toContain('type="checkbox"');
    }
  });

  it('tells a visitor, before Launch, that signing in first is the way without JavaScript', () => {
    expect(html).toContain('Without JavaScript this page cannot keep your answers while you sign in');
    expect(html).toContain('href="/sign-in?redirectTo=%2Fstart-tournament"');
    expect(serverHtml(organiser)).not.toContain('Without JavaScript this page cannot keep your answers');
  });

  it('comes back from a refused post with what was typed and the server’s messages', () => {
    const refused = serverHtml(organiser, {
      status: 'invalid',
      fieldErrors: { entryFee: ['Entry fee must be a number of naira'] },
      values: { name: 'Lagos Open', entryFee: 'abc', format: 'round-robin' },
    } as { status: string });
    expect(refused).toContain('Entry fee must be a number of naira');
    expect(input(refused, 'name')).toContain('value="Lagos Open"');
    expect(input(refused, 'entryFee')).toContain('value="abc"');
    expect(isChecked(input(refused, 'format', 'round-robin'))).toBe(true);
  });
});

describe('Previous and Next (SPEC §4-§5)', () => {
  it('disables Previous on the first step', () => {
    expect(button(nav({ step: 0, ready: true }), 'Previous')).toMatch(/ disabled=""/);
    expect(button(nav({ step: 1, ready: true }), 'Previous')).not.toMatch(/ disabled=""/);
    expect(button(nav({ step: 4, ready: true, isLastStep: true }), 'Previous')).not.toMatch(/ disabled=""/);
  });

  it('disables Next until the step is ready, and says what it waits for', () => {
    const held = nav({ step: 0, ready: false });
    expect(button(held, 'Next')).toMatch(/ disabled=""/);
    expect(held).toContain('Name the tournament to continue.');
    expect(nav({ step: 1, ready: false })).toContain('Choose a format to continue.');
    expect(nav({ step: 2, ready: false })).toContain(
      'Tick at least one weight class and one age group to continue.',
    );
    expect(nav({ step: 3, ready: false })).toContain('Choose the start and end dates to continue.');
    const open = nav({ step: 0, ready: true });
    expect(button(open, 'Next')).not.toMatch(/ disabled=""/);
    expect(open).not.toContain('to continue.');
  });

  it('shows Launch Tournament instead of Next on the review, enabled', () => {
    const review = nav({ step: 4, ready: true, isLastStep: true });
    expect(button(review, 'Next')).toBeUndefined();
    expect(button(review, 'Launch Tournament')).toMatch(/type="submit"/);
    expect(button(review, 'Launch Tournament')).not.toMatch(/ disabled=""/);
    expect(button(nav({ step: 4, ready: true, isLastStep: true, submitting: true }), 'Launching…')).toMatch(
      / disabled=""/,
    );
  });

  it('makes a visitor’s Launch ask them to sign in rather than post', () => {
    const review = nav({ step: 4, ready: true, isLastStep: true, launchAsksToSignIn: true });
    expect(button(review, 'Launch Tournament')).toMatch(/type="button"/);
  });
});
