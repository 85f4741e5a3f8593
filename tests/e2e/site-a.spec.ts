import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations as passesAxe } from './forms-support';

/** Every page here must pass axe with no violations at all. */
async function expectNoAxeViolations(page: Page) {
  // A full axe pass over a long page can take tens of seconds on a busy machine.
  test.info().setTimeout(test.info().timeout + 60_000);
  await passesAxe(page);
}

/**
 * React has attached to the prerendered markup, so clicks reach their handlers; on the home page, which does
 * not hydrate (decision 0034), its own script has run.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.querySelector('script[data-document-script]'))
      return document.documentElement.dataset.hydrated === 'true';
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
}

async function expectOneH1(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
}

test.describe('home page', () => {
  test('home page: hero, explainer, programmes, sponsors, structured data, axe, and Start Your Journey', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('the hero makes its three claims and shows both cards', async () => {
      await expectOneH1(page);
      const hero = page.locator('section').first();
      for (const [value, label] of [
        // What each figure counts (issue 30): champions over the years, members in the gym now.
        ['500+', 'Champions Trained over 15 years'],
        ['15', 'Years Experience'],
        ['24/7', 'Training Access'],
      ] as const) {
        await expect(hero.getByText(label, { exact: true })).toBeVisible();
        await expect(hero.getByText(value, { exact: true })).toBeVisible();
      }
      await expect(hero.getByText('Championship Program')).toBeVisible();
      await expect(hero.getByText('Elite Training Course')).toBeVisible();
      await expect(hero.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
      // "with 5 stars": all five drawn filled.
      await expect(
        hero.getByRole('img', { name: 'Rated 4.9 out of 5' }).locator('svg.fill-gold-400'),
      ).toHaveCount(5);
      await expect(hero.getByText('Join the Community')).toBeVisible();
      for (const text of ['50+', 'Active Members', '95%', 'Success Rate']) {
        await expect(hero.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(hero.getByText('Rated 4.9 out of 5', { exact: true })).toBeAttached();
      await expect(hero.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
        'href',
        '/academy-application',
      );
      await expect(hero.getByRole('button', { name: 'Watch Training' })).toBeVisible();
    });

    await test.step('the explainer covers the pathway, the bootcamp invitation, sponsorship and an outcome quote', async () => {
      for (const name of ['Tournament Pathway', 'UK Bootcamp Invitation', 'Sponsorship']) {
        await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      await expect(page.getByText(/top 20 athletes from the AJ Elite Cup/)).toBeVisible();
      await expect(page.locator('figure blockquote').first()).toContainText('road to the top');
    });

    await test.step('the programmes section (#programs) links to the four programme pages', async () => {
      // Only the fragment changes: a same-document navigation, no reload.
      await page.goto('/#programs');
      const programs = page.locator('section#programs');
      await expect(programs).toBeVisible();
      const hrefs = await programs
        .locator('li h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/courses/elite-championship',
        '/courses/fundamentals-mastery',
        '/courses/mental-champion',
        '/courses/performance-elite',
      ]);
      await expect(programs.getByRole('link', { name: 'Elite Championship Course' })).toBeVisible();
      await expect(programs.getByText('₦1,000,000')).toBeVisible();
    });

    await test.step('the sponsors strip shows the seven partners', async () => {
      const strip = page.locator('section', {
        has: page.getByRole('heading', { name: "Backed by Nigeria's Best" }),
      });
      const partners = strip.getByRole('listitem');
      await expect(partners).toHaveCount(7);
      await expect(strip.getByText('Office of the First Lady')).toBeVisible();
      await expect(strip.getByText('Ministry of Sports')).toBeVisible();
      for (const kind of [
        'Telecom partner',
        'Nutrition partner',
        'Spirits partner',
        'Champagne partner',
        'Founding partner',
      ]) {
        await expect(strip.getByText(kind)).toBeVisible();
      }
    });

    await test.step('structured data describes a SportsOrganization with both locations', async () => {
      const json = await page.locator('script[type="application/ld+json"]').first().textContent();
      const data = JSON.parse(json ?? '{}');
      expect(data['@type']).toBe('SportsOrganization');
      expect(
        data.location.map((l: { address: { addressLocality: string } }) => l.address.addressLocality),
      ).toEqual(['Lagos', 'Abuja']);
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    // Last: it leaves the page.
    await test.step('Start Your Journey leads to the academy application', async () => {
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Start Your Journey' }).click();
      await expect(page).toHaveURL(/\/academy-application$/);
    });
  });

  test('Watch Training says the film is coming soon when none is installed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Watch Training' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Inside the AJBXNG Gym' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Training video coming soon')).toBeVisible();
    await expect(dialog.locator('video')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Watch Training plays the film once the operator installs public/media/training.mp4', async ({
    page,
  }) => {
    // What the server answers once a film is installed (server/api/v1.test.ts checks that side).
    await page.route('**/api/v1/training-video', (route) =>
      route.fulfill({ json: { src: '/media/training.mp4', captions: '/media/training.vtt' } }),
    );
    await page.route('**/media/training.mp4', (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Watch Training' }).click();
    const video = page.getByRole('dialog').locator('video');
    await expect(video).toHaveAttribute('src', '/media/training.mp4');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', '/media/training.vtt');
    await expect(page.getByText('Training video coming soon')).toHaveCount(0);
  });
});

test.describe('tournament platform landing', () => {
  test('/ajbxng-tournaments: tagline, roles, formats, configuration, features, axe and landing links', async ({
    page,
  }) => {
    await page.goto('/ajbxng-tournaments');
    await test.step('states the tagline, the five roles and their abilities', async () => {
      await expectOneH1(page);
      await expect(
        page.getByText('The Ultimate Tournament Management Platform for the academy'),
      ).toBeVisible();
      const roles = page.locator('section', {
        has: page.getByRole('heading', { name: 'One Platform, Five Roles' }),
      });
      await expect(roles.getByRole('heading', { level: 3 })).toHaveText([
        'Admin',
        'Coach',
        'Referee',
        'Student Boxer',
        'Spectator',
      ]);
      for (const ability of [
        'Create tournaments',
        'Manage users',
        'Assign referees',
        'Register students',
        'View match schedules',
        'Submit scores',
        'Score matches',
        'Report fouls',
        'Validate results',
        'View schedule',
        'Track progress',
        'Receive feedback',
        'View public brackets',
        'Vote for fan favourite',
      ]) {
        await expect(roles.getByText(ability, { exact: true })).toBeVisible();
      }
    });

    await test.step('shows three formats and the tournament configuration', async () => {
      for (const format of ['Single Elimination', 'Double Elimination', 'Round Robin']) {
        await expect(page.getByRole('heading', { level: 3, name: format })).toBeVisible();
      }
      const config = page.getByRole('group', { name: 'Tournament Configuration' });
      for (const item of [
        'Featherweight',
        'Lightweight',
        'Middleweight',
        'Heavyweight',
        'U14',
        'U18',
        'Open',
        'Masters',
      ]) {
        await expect(config.getByText(item, { exact: true })).toBeVisible();
      }
      await expect(config.getByText('3 rounds of 2 minutes')).toBeVisible();
      await expect(config.getByText('Scored by points plus referee decision')).toBeVisible();
    });

    await test.step('lists the eight platform features, the analytics dashboard and secure sign-in', async () => {
      const features = page.locator('section', {
        has: page.getByRole('heading', { name: "Everything a Boxer's Career Needs" }),
      });
      await expect(features.getByRole('heading', { level: 3 })).toHaveText([
        'Bio and Stats',
        'Match History',
        'Skill Assessments',
        'Medical Records',
        'Certificates',
        'Achievement Badges',
        'Rankings',
        'Foul Logging',
      ]);
      await expect(page.getByRole('heading', { name: 'Backend and Analytics Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Secure sign-in for every role' })).toBeVisible();
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    // Last: it follows View Demo away from the page.
    await test.step('its four landing links lead to the right places', async () => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Ready to Transform Your Boxing Academy?' }),
      ).toBeVisible();
      for (const [name, href] of [
        ['Start Tournament', '/start-tournament'],
        ['View Demo', '/tournament-demo'],
        ['Get Started Now', '/get-started'],
        ['Schedule Demo', '/schedule-demo'],
      ] as const) {
        await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
      await waitForHydration(page);
      await page.getByRole('link', { name: 'View Demo' }).click();
      await expect(page).toHaveURL(/\/tournament-demo$/);
    });
  });
});

test.describe('about page', () => {
  test('/about: founder story, four achievements, eight-entry timeline and axe', async ({ page }) => {
    await page.goto('/about');
    await test.step('tells the founder story with four achievements and an eight-entry timeline', async () => {
      await expectOneH1(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('The Champion Behind');
      await expect(
        page.getByText(/Olympic and world heavyweight champion with Nigerian roots/),
      ).toBeVisible();
      const achievements = page.locator('section', {
        has: page.getByRole('heading', { name: "A Champion's Record" }),
      });
      await expect(achievements.getByRole('heading', { level: 3 })).toHaveText([
        'Olympic Champion',
        'World Heavyweight Champion',
        'Nigerian Roots',
        '500+ Champions Trained',
      ]);
      const timeline = page.locator('section', {
        has: page.getByRole('heading', { name: 'The Journey in Eight Chapters' }),
      });
      await expect(timeline.locator('ol > li')).toHaveCount(8);
      await expect(timeline.getByRole('heading', { level: 3 }).first()).toHaveText('First Steps in the Gym');
      await expect(timeline.getByRole('heading', { level: 3 }).last()).toHaveText('The Road to London');
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('success stories page', () => {
  test('/success-stories: stats, six rated stories, axe and its two buttons', async ({ page }) => {
    await page.goto('/success-stories');
    await test.step('shows the stats row and six rated stories', async () => {
      await expectOneH1(page);
      const stats = page.getByRole('region', { name: 'Results in numbers' });
      for (const [value, label] of [
        ['95%', 'Success Rate'],
        ['500+', 'Champions Trained over 15 years'],
        ['5,000+', 'Lives Transformed'],
        ['4.9/5', 'Average Rating'],
      ] as const) {
        await expect(stats.getByText(value, { exact: true })).toBeVisible();
        await expect(stats.getByText(label, { exact: true })).toBeVisible();
      }
      const stories = page.getByRole('article');
      await expect(stories).toHaveCount(6);
      for (const story of await stories.all()) {
        await expect(story.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
        await expect(story.locator('blockquote')).toBeVisible();
        await expect(story.locator('dl > div')).toHaveCount(3);
      }
      await expect(stories.first()).toContainText('Chinedu Okafor');
      await expect(stories.first()).toContainText('Age 24');
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    // Last: it follows Book Free Consultation away from the page.
    await test.step('its two buttons lead somewhere useful', async () => {
      await expect(page.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute(
        'href',
        '/academy-application',
      );
      await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
        'href',
        '/book-consultation',
      );
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Book Free Consultation' }).click();
      await expect(page).toHaveURL(/\/book-consultation$/);
    });
  });
});

test.describe('AJ Bootcamp London page', () => {
  test('/aj-bootcamp-london: selection, the London experience, highlights, sponsors, calls to action and axe', async ({
    page,
  }) => {
    await page.goto('/aj-bootcamp-london');
    await test.step('explains selection, the London experience, highlights and sponsors', async () => {
      await expectOneH1(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('London');
      const selection = page.locator('section', {
        has: page.getByRole('heading', { name: 'Earn Your Place' }),
      });
      await expect(selection.getByRole('heading', { level: 3 })).toHaveText([
        'Regional and National Tournaments',
        'The AJ Elite Cup',
        'Top 20 Athletes',
      ]);
      const facts = page.getByRole('region', { name: 'The bootcamp in numbers' });
      await expect(facts.getByText('6-12', { exact: true })).toBeVisible();
      await expect(facts.getByText('Weeks in London')).toBeVisible();
      await expect(facts.getByText('20', { exact: true })).toBeVisible();
      await expect(facts.getByText('Athletes per cohort')).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Six to Twelve Weeks That Change a Career' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What the Top 20 Get' })).toBeVisible();
      const sponsors = page.locator('section', {
        has: page.getByRole('heading', { name: 'Our Bootcamp Partners' }),
      });
      await expect(sponsors.getByRole('listitem')).toHaveCount(7);
    });

    await test.step('calls to action lead to the application and the tournament schedule', async () => {
      const main = page.getByRole('main');
      for (const link of await main.getByRole('link', { name: 'Apply to the Academy' }).all()) {
        await expect(link).toHaveAttribute('href', '/academy-application');
      }
      for (const link of await main.getByRole('link', { name: 'View Tournament Schedule' }).all()) {
        await expect(link).toHaveAttribute('href', '/tournament-schedule');
      }
      await expect(main.getByRole('link', { name: 'View Tournament Schedule' })).toHaveCount(2);
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('tournament demo page', () => {
  const position = (page: Page) => page.getByTestId('walkthrough-step').getByText(/^Step \d of 4$/);

  // One page through three tests in turn: each starts where the one before leaves the walkthrough.
  test('the walkthrough plays by itself, Play Demo keeps time, Previous and Next wrap', async ({ page }) => {
    // The suite's browser asks for reduced motion (playwright.config.ts); a visitor without that wish:
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/tournament-demo');

    await test.step('plays by itself and advances every 3000 ms; pausing stops it', async () => {
      await expectOneH1(page);
      const pause = page.getByRole('button', { name: 'Pause Demo' });
      await expect(pause).toBeVisible();
      // Take control of time: from here on, only runFor moves it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const start = Number((await position(page).textContent())?.match(/\d/)?.[0]);
      await page.clock.runFor(3000);
      await expect(position(page)).toHaveText(`Step ${(start % 4) + 1} of 4`);

      await pause.click();
      await expect(page.getByRole('button', { name: 'Play Demo' })).toBeVisible();
      const paused = await position(page).textContent();
      await page.clock.runFor(12_000);
      await expect(position(page)).toHaveText(paused!);
    });

    await test.step('Play Demo advances exactly on the 3000 ms mark and wraps after the fourth step', async () => {
      // The step before left the demo paused and time under runFor's control.
      await page.getByRole('button', { name: /^01/ }).click();
      await expect(position(page)).toHaveText('Step 1 of 4');

      await page.getByRole('button', { name: 'Play Demo' }).click();
      await expect(page.getByRole('button', { name: 'Pause Demo' })).toBeVisible();
      await page.clock.runFor(2999);
      await expect(position(page)).toHaveText('Step 1 of 4');
      await page.clock.runFor(1);
      await expect(position(page)).toHaveText('Step 2 of 4');
      await page.clock.runFor(3000);
      await expect(position(page)).toHaveText('Step 3 of 4');
      await page.clock.runFor(3000);
      await expect(position(page)).toHaveText('Step 4 of 4');
      await page.clock.runFor(3000);
      await expect(position(page)).toHaveText('Step 1 of 4');
    });

    await test.step('Previous and Next wrap around at both ends', async () => {
      // The step before left the demo playing.
      await page.getByRole('button', { name: 'Pause Demo' }).click();
      await page.getByRole('button', { name: /^01/ }).click();
      await expect(position(page)).toHaveText('Step 1 of 4');
      await expect(page.getByTestId('walkthrough-step').getByRole('heading')).toHaveText(
        'Create the Tournament',
      );
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(position(page)).toHaveText('Step 4 of 4');
      await expect(page.getByTestId('walkthrough-step').getByRole('heading')).toHaveText('Publish Results');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(position(page)).toHaveText('Step 1 of 4');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(position(page)).toHaveText('Step 2 of 4');
      await expect(page.getByRole('button', { name: /^02/ })).toHaveAttribute('aria-current', 'step');
    });
  });

  test('with reduced motion it waits for Play Demo before advancing, and passes axe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/tournament-demo');
    await waitForHydration(page);
    const play = page.getByRole('button', { name: 'Play Demo' });
    await expect(play).toBeVisible();

    // While time still runs on its own (axe needs it), on the page as it first stands: nothing moves.
    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('with reduced motion it waits for Play Demo before advancing', async () => {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.clock.runFor(10_000);
      await expect(position(page)).toHaveText('Step 1 of 4');
      await play.click();
      await expect(page.getByRole('button', { name: 'Pause Demo' })).toBeVisible();
      await page.clock.runFor(3000);
      await expect(position(page)).toHaveText('Step 2 of 4');
    });
  });

  test('tabs show the overview, brackets, live matches and results', async ({ page }) => {
    await page.goto('/tournament-demo');
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Demo tournament views' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Brackets', 'Live Matches', 'Results']);

    const overview = page.getByRole('tabpanel');
    await expect(overview.getByRole('heading', { name: 'Lagos Golden Gloves Open' })).toBeVisible();
    for (const text of [
      'Participants',
      '32',
      'Matches',
      '31',
      'Duration',
      '3 days',
      'Format',
      'Single Elimination',
      'In Progress',
    ]) {
      await expect(overview.getByText(text, { exact: true })).toBeVisible();
    }
    for (const [milestone, when] of [
      ['Registration opens', 'Immediately'],
      ['Registration closes', '2 days before start'],
      ['Weigh-ins', '1 day before start'],
    ] as const) {
      const item = overview.locator('li', { hasText: milestone });
      await expect(item).toContainText(when);
    }

    await tabs.getByRole('tab', { name: 'Brackets' }).click();
    const bracket = page.getByRole('tabpanel').getByRole('list', { name: 'Heavyweight bracket' });
    await expect(bracket).toBeVisible();
    await expect(bracket.getByText('Quarter-finals')).toBeVisible();
    await expect(bracket.getByText('Final', { exact: true })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Live Matches' }).click();
    const live = page.getByRole('tabpanel');
    await expect(live.getByText('Live', { exact: true })).toHaveCount(1);
    await expect(live.getByText('Upcoming', { exact: true })).toHaveCount(1);
    await expect(live.getByText('Completed', { exact: true })).toHaveCount(0);

    await tabs.getByRole('tab', { name: 'Results' }).click();
    const results = page.getByRole('tabpanel');
    await expect(results.getByText('Completed', { exact: true })).toHaveCount(5);
    await expect(results.getByText('Winner:').first()).toBeVisible();
    await expect(results.getByText('30-27, 30-27, 29-28')).toBeVisible();
  });
});
