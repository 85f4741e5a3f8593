import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './forms-support';

/**
 * The programme, course, contact and legal pages against SPEC §2, §3 and §9. The expected values are
 * written out from the spec here rather than imported from app/content, so a wrong number in the
 * content fails a test instead of moving it.
 *
 * One test per page: a page is loaded once, read, then checked with axe; what clicks or leaves the page
 * comes last.
 */

const cards = (page: Page) => page.locator('article[data-course-id]');

/** The page has one h1 and no axe violations. */
async function expectOneH1AndNoAxeViolations(page: Page) {
  // A full axe pass over a long page can take tens of seconds on a busy machine, on top of the page's checks.
  test.info().setTimeout(test.info().timeout + 60_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
}

test.describe('/training-programs', () => {
  const expected = [
    {
      id: 'elite-championship',
      title: 'Elite Championship Course',
      action: 'Apply Now',
      more: 3,
      price: null,
      was: null,
    },
    {
      id: 'fundamentals',
      title: 'Fundamentals Mastery',
      action: 'Enroll Now',
      more: 2,
      price: '₦1,000,000',
      was: '₦1,500,000',
    },
    {
      id: 'mental-champion',
      title: 'Mental Champion',
      action: 'Enroll Now',
      more: 1,
      price: '₦500,000',
      was: '₦750,000',
    },
    {
      id: 'performance-elite',
      title: 'Performance Elite',
      action: 'Enroll Now',
      more: 3,
      price: '₦2,000,000',
      was: '₦3,000,000',
    },
  ] as const;

  test('/training-programs: programme cards, free consultation and axe', async ({ page }) => {
    await page.goto('/training-programs');
    await test.step('four programme cards: first four features, the count of the rest, price and apply link', async () => {
      await expect(page.locator('article[data-programme]')).toHaveCount(4);
      for (const p of expected) {
        const card = page.locator(`article[data-programme="${p.id}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(p.title);
        await expect(card.getByRole('list').first().getByRole('listitem')).toHaveCount(4);
        await expect(card.getByTestId('more-features')).toHaveText(`+${p.more} more`);
        const apply = card.getByRole('link', { name: new RegExp(`^${p.action}`) });
        await expect(apply).toHaveAttribute('href', '/application');
        if (p.price) {
          await expect(card.getByTestId('price')).toHaveText(p.price);
          await expect(card.locator('del')).toContainText(p.was!);
        } else {
          await expect(card).toContainText('By Assessment');
          await expect(card.locator('del')).toHaveCount(0);
        }
      }
    });

    await test.step('offers a free consultation', async () => {
      const links = page.getByRole('link', { name: 'Book Free Consultation' });
      await expect(links.first()).toHaveAttribute('href', '/book-consultation');
    });

    await test.step('/training-programs has one h1 and no axe violations', async () => {
      await expectOneH1AndNoAxeViolations(page);
    });
  });
});

test.describe('/courses', () => {
  test('/courses: six course cards, axe, and category links to the seven course pages', async ({ page }) => {
    await page.goto('/courses');
    await test.step('six course cards from the earlier listing, linking where SPEC §2 says', async () => {
      const list = cards(page);
      await expect(list).toHaveCount(6);
      await expect(list.getByTestId('course-price')).toHaveText([
        '₦350k',
        '₦500k',
        '₦1.2M',
        '₦250k',
        '₦450k',
        '₦800k',
      ]);
      await expect(list.getByTestId('course-duration')).toHaveText([
        '8 weeks',
        '6 weeks',
        '12 weeks',
        '4 weeks',
        '10 weeks',
        '6 weeks',
      ]);
      await expect(list.getByTestId('course-lessons')).toHaveText([
        '24 lessons',
        '18 lessons',
        '36 lessons',
        '12 lessons',
        '30 lessons',
        '18 lessons',
      ]);
      const hrefs = await list
        .getByRole('link', { name: /^View Course/ })
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      // Each card leads to its own course's page, with its own price and Buy (issue 31 item 4).
      expect(hrefs).toEqual([
        '/courses/beginner/boxing-fundamentals-course',
        '/courses/psychology/mental-toughness-mastery',
        '/courses/advanced/elite-championship-course',
        '/courses/lifestyle/champion-nutrition-program',
        '/courses/fitness/performance-elite-training',
        '/courses/business/business-of-boxing-mastery',
      ]);
    });

    await test.step('/courses has one h1 and no axe violations', async () => {
      await expectOneH1AndNoAxeViolations(page);
    });

    // Last: it follows a category link away from the page.
    await test.step('category links are plain links to the seven course pages', async () => {
      const nav = page.getByRole('navigation', { name: 'Course categories' }).getByRole('link');
      const hrefs = await nav.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/courses',
        '/courses/beginner',
        '/courses/advanced',
        '/courses/psychology',
        '/courses/fitness',
        '/courses/business',
        '/courses/lifestyle',
      ]);
      await nav.filter({ hasText: 'Psychology' }).click();
      await expect(page).toHaveURL(/\/courses\/psychology$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master Your Mental Game');
    });
  });

  test('/courses/elite-championship-course moves permanently to /courses/elite-championship', async ({
    request,
  }) => {
    const response = await request.get('/courses/elite-championship-course', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/courses\/elite-championship$/);
  });
});

type CategoryExpectation = {
  path: string;
  badge: string;
  headline: string;
  values: string[];
  labels: string[];
  cards: {
    title: string;
    rating: number;
    students: string;
    weeks: number;
    count: number;
    price: string;
    level: string;
    link: string;
  }[];
  countLabel: string;
  studentsLabel: string;
  features: number;
  button: string;
  sections: string[];
  cta: string;
};

const categories: CategoryExpectation[] = [
  {
    path: '/courses/beginner',
    badge: 'Beginner Courses',
    headline: 'Start Your Boxing Journey',
    values: ['2,650+', '4.7', '54', '100%'],
    labels: ['Beginner Students', 'Average Rating', 'Total Lessons', 'Safety Focused'],
    cards: [
      {
        title: 'Boxing Fundamentals Course',
        rating: 4.8,
        students: '1,250+',
        weeks: 8,
        count: 24,
        price: '₦350k',
        level: 'Beginner',
        link: '/courses/beginner/boxing-fundamentals-course',
      },
      {
        title: 'First Steps in the Ring',
        rating: 4.6,
        students: '800+',
        weeks: 4,
        count: 12,
        price: '₦200k',
        level: 'Beginner',
        link: '/courses/beginner/first-steps-in-the-ring',
      },
      {
        title: 'Footwork & Defence Foundations',
        rating: 4.7,
        students: '600+',
        weeks: 6,
        count: 18,
        price: '₦280k',
        level: 'Beginner',
        link: '/courses/beginner/footwork-defence-foundations',
      },
    ],
    countLabel: 'lessons',
    studentsLabel: 'students',
    features: 3,
    button: 'Start Learning',
    sections: [
      'Why Start with Our Beginner Courses?',
      'Safety First',
      'Build Confidence',
      'Solid Foundation',
    ],
    cta: 'Start Your Journey',
  },
  {
    path: '/courses/advanced',
    badge: 'Advanced Courses',
    headline: 'Elite Championship Training',
    values: ['695+', '4.9', '144', '85%'],
    labels: ['Elite Students', 'Expert Rating', 'Advanced Lessons', 'Competition Ready'],
    cards: [
      {
        title: 'Elite Championship Course',
        rating: 5,
        students: '420+',
        weeks: 12,
        count: 36,
        price: '₦1.2M',
        level: 'Advanced',
        link: '/courses/advanced/elite-championship-course',
      },
      {
        title: 'Pro Fighter Development',
        rating: 4.9,
        students: '180+',
        weeks: 16,
        count: 48,
        price: '₦1.8M',
        level: 'Advanced',
        link: '/courses/advanced/pro-fighter-development',
      },
      {
        title: 'Championship Mastery',
        rating: 5,
        students: '95+',
        weeks: 20,
        count: 60,
        price: '₦2.5M',
        level: 'Elite',
        link: '/courses/advanced/championship-mastery',
      },
    ],
    countLabel: 'sessions',
    studentsLabel: 'elite students',
    features: 4,
    button: 'Join Elite',
    sections: [
      'Prerequisites',
      'Master Advanced Techniques',
      'Precision Striking',
      'Ring Intelligence',
      'Championship Mindset',
    ],
    cta: 'Apply for Elite Training',
  },
  {
    path: '/courses/psychology',
    badge: 'Psychology Courses',
    headline: 'Master Your Mental Game',
    values: ['1,590+', '4.8', '72', '95%'],
    labels: ['Students Transformed', 'Average Rating', 'Psychology Lessons', 'Improved Confidence'],
    cards: [
      {
        title: 'Mental Toughness Mastery',
        rating: 4.9,
        students: '850+',
        weeks: 6,
        count: 18,
        price: '₦500k',
        level: 'All Levels',
        link: '/courses/psychology/mental-toughness-mastery',
      },
      {
        title: 'Peak Performance Psychology',
        rating: 4.8,
        students: '420+',
        weeks: 8,
        count: 24,
        price: '₦650k',
        level: 'Intermediate',
        link: '/courses/psychology/peak-performance-psychology',
      },
      {
        title: 'Combat Sports Mindset',
        rating: 4.7,
        students: '320+',
        weeks: 10,
        count: 30,
        price: '₦750k',
        level: 'Advanced',
        link: '/courses/psychology/combat-sports-mindset',
      },
    ],
    countLabel: 'sessions',
    studentsLabel: 'students',
    features: 4,
    button: 'Transform Mind',
    sections: [
      'Mental Conditioning',
      'Pressure Management',
      'Visualization Mastery',
      'Focus Training',
      'Confidence Building',
      'Emotional Control',
      'Why Mental Training Matters',
    ],
    cta: 'Start Mental Training',
  },
  {
    path: '/courses/fitness',
    badge: 'Fitness Courses',
    headline: 'Build Championship Fitness',
    values: ['2,150+', '4.8', '90', '92%'],
    labels: ['Fitness Students', 'Average Rating', 'Workout Sessions', 'Improved Fitness'],
    cards: [
      {
        title: 'Performance Elite Training',
        rating: 4.8,
        students: '680+',
        weeks: 10,
        count: 30,
        price: '₦450k',
        level: 'Intermediate',
        link: '/courses/fitness/performance-elite-training',
      },
      {
        title: 'Champion Conditioning',
        rating: 4.9,
        students: '520+',
        weeks: 12,
        count: 36,
        price: '₦550k',
        level: 'Advanced',
        link: '/courses/fitness/champion-conditioning',
      },
      {
        title: 'Boxing Fitness Fundamentals',
        rating: 4.6,
        students: '950+',
        weeks: 8,
        count: 24,
        price: '₦350k',
        level: 'Beginner',
        link: '/courses/fitness/boxing-fitness-fundamentals',
      },
    ],
    countLabel: 'workouts',
    studentsLabel: 'students',
    features: 4,
    button: 'Get Fit',
    sections: [
      'Strength Training',
      'Cardiovascular Fitness',
      'Speed & Agility',
      'Power Development',
      'Conditioning',
      'Recovery & Mobility',
      'Why Boxing Fitness Works',
    ],
    cta: 'Start Training',
  },
  {
    path: '/courses/business',
    badge: 'Business Courses',
    headline: 'Build Your Boxing Empire',
    values: ['650+', '4.7', '72', '85%'],
    labels: ['Business Students', 'Average Rating', 'Business Lessons', 'Increased Income'],
    cards: [
      {
        title: 'Business of Boxing Mastery',
        rating: 4.6,
        students: '320+',
        weeks: 6,
        count: 18,
        price: '₦800k',
        level: 'All Levels',
        link: '/courses/business/business-of-boxing-mastery',
      },
      {
        title: 'Athletic Entrepreneurship',
        rating: 4.7,
        students: '180+',
        weeks: 8,
        count: 24,
        price: '₦950k',
        level: 'Intermediate',
        link: '/courses/business/athletic-entrepreneurship',
      },
      {
        title: 'Champion’s Business Mindset',
        rating: 4.8,
        students: '150+',
        weeks: 10,
        count: 30,
        price: '₦1.2M',
        level: 'Advanced',
        link: '/courses/business/champions-business-mindset',
      },
    ],
    countLabel: 'modules',
    studentsLabel: 'students',
    features: 4,
    button: 'Build Empire',
    sections: [
      'Brand Development',
      'Revenue Generation',
      'Network Building',
      'Strategic Planning',
      'Sponsorship Mastery',
      'Business Management',
      'From Athlete to Entrepreneur',
    ],
    cta: 'Start Building',
  },
  {
    path: '/courses/lifestyle',
    badge: 'Lifestyle Courses',
    headline: 'Live Like a Champion',
    values: ['2,050+', '4.8', '54', '88%'],
    labels: ['Lifestyle Students', 'Average Rating', 'Lifestyle Lessons', 'Improved Wellness'],
    cards: [
      {
        title: 'Champion Nutrition Program',
        rating: 4.7,
        students: '950+',
        weeks: 4,
        count: 12,
        price: '₦250k',
        level: 'All Levels',
        link: '/courses/lifestyle/champion-nutrition-program',
      },
      {
        title: 'Wellness & Recovery Mastery',
        rating: 4.8,
        students: '680+',
        weeks: 6,
        count: 18,
        price: '₦350k',
        level: 'All Levels',
        link: '/courses/lifestyle/wellness-recovery-mastery',
      },
      {
        title: 'Champion Lifestyle Design',
        rating: 4.9,
        students: '420+',
        weeks: 8,
        count: 24,
        price: '₦450k',
        level: 'Intermediate',
        link: '/courses/lifestyle/champion-lifestyle-design',
      },
    ],
    countLabel: 'guides',
    studentsLabel: 'students',
    features: 4,
    button: 'Transform Life',
    sections: [
      'Nutrition Excellence',
      'Recovery & Sleep',
      'Mental Wellness',
      'Stress Management',
      'Energy Optimization',
      'Life Balance',
      'Why Lifestyle Matters',
    ],
    cta: 'Start Living Better',
  },
];

test.describe('course category pages', () => {
  for (const c of categories) {
    test(`${c.path}: badge, headline, stats, sections, cards, call to action and axe`, async ({ page }) => {
      await page.goto(c.path);
      await test.step(`${c.path}: badge, headline, stats, sections and call to action`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.headline);
        await expect(page.locator('main').getByText(c.badge, { exact: true }).first()).toBeVisible();
        const stats = page.getByRole('region', { name: `${c.badge} in numbers` });
        await expect(stats.locator('dd')).toHaveText(c.values);
        await expect(stats.locator('dt')).toHaveText(c.labels);
        for (const heading of c.sections) {
          await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('link', { name: c.cta })).toHaveAttribute('href', '/academy-application');
        await expect(page.getByRole('link', { name: 'View All Courses' })).toHaveAttribute(
          'href',
          '/courses',
        );
      });

      await test.step(`${c.path}: cards with stars, ${c.countLabel}, ${c.features} features and '${c.button}'`, async () => {
        const list = cards(page);
        await expect(list).toHaveCount(c.cards.length);
        await expect(list.getByRole('heading', { level: 3 })).toHaveText(c.cards.map((w) => w.title));
        await expect(list).toContainText(c.cards.map((w) => `${w.students} ${c.studentsLabel}`));
        await expect(list.getByTestId('course-duration')).toHaveText(c.cards.map((w) => `${w.weeks} weeks`));
        await expect(list.getByTestId('course-lessons')).toHaveText(
          c.cards.map((w) => `${w.count} ${c.countLabel}`),
        );
        await expect(list.getByTestId('course-level')).toHaveText(c.cards.map((w) => w.level));
        await expect(list.getByTestId('course-price')).toHaveText(c.cards.map((w) => w.price));
        // The stars are the rating to the nearest half, on every page (issue 30); the row reads as one rating.
        const stars = await list
          .locator('[role="img"][aria-label^="Rated"]')
          .evaluateAll((els) =>
            els.map((e) => [
              e.getAttribute('aria-label'),
              e.querySelectorAll('[data-star="filled"]').length +
                e.querySelectorAll('[data-star="half"]').length / 2,
            ]),
          );
        expect(stars).toEqual(
          c.cards.map((w) => [`Rated ${w.rating.toFixed(1)} out of 5`, Math.round(w.rating * 2) / 2]),
        );
        const features = await list.evaluateAll((els) =>
          els.map((e) => e.querySelectorAll('ul[aria-label="What you will learn"] > li').length),
        );
        expect(features).toEqual(c.cards.map(() => c.features));
        const links = await list
          .getByRole('link', { name: new RegExp(`^${c.button}`) })
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(links).toEqual(c.cards.map((w) => w.link));
        await expect(list.first().locator('p.line-clamp-2')).toHaveCSS('-webkit-line-clamp', '2');
      });

      if (c.path === '/courses/advanced') {
        await test.step('/courses/advanced flags Elite-level courses and lists the prerequisites', async () => {
          const list = cards(page);
          await expect(list.filter({ hasText: 'Elite Level' })).toHaveCount(1);
          await expect(list.filter({ hasText: 'Elite Level' }).getByRole('heading')).toHaveText(
            'Championship Mastery',
          );
          const prerequisites = page.getByRole('region', { name: 'Prerequisites' }).getByRole('listitem');
          await expect(prerequisites).toHaveText([
            'Minimum 2 years boxing experience',
            'Solid understanding of fundamentals',
            'Competition experience preferred',
            'High fitness level required',
          ]);
        });
      }

      if (c.path === '/courses/fitness') {
        await test.step('category pages describe their courses as schema.org Course entries', async () => {
          const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
          const entries = blocks.flatMap((b) => JSON.parse(b) as unknown[]) as {
            '@type': string;
            name: string;
            provider: unknown;
            offers: unknown;
          }[];
          const courses = entries.filter((e) => e['@type'] === 'Course');
          expect(courses.map((e) => e.name)).toEqual([
            'Performance Elite Training',
            'Champion Conditioning',
            'Boxing Fitness Fundamentals',
          ]);
          for (const course of courses) {
            expect(course.provider).toMatchObject({ '@type': 'Organization', name: 'AJBXNG Boxing Academy' });
            expect(course.offers).toMatchObject({ priceCurrency: 'NGN' });
          }
        });
      }

      await test.step(`${c.path} has one h1 and no axe violations`, async () => {
        await expectOneH1AndNoAxeViolations(page);
      });
    });
  }
});

test.describe('programme pages', () => {
  const pages = [
    {
      path: '/courses/elite-championship',
      title: 'Elite Championship Course',
      duration: '12 months',
      price: null,
      was: null,
      pro: false,
    },
    {
      path: '/courses/fundamentals-mastery',
      title: 'Fundamentals Mastery',
      duration: '6 months',
      price: '₦1,000,000',
      was: '₦1,500,000',
      pro: false,
    },
    {
      path: '/courses/mental-champion',
      title: 'Mental Champion',
      duration: '3 months',
      price: '₦500,000',
      was: '₦750,000',
      pro: true,
    },
    {
      path: '/courses/performance-elite',
      title: 'Performance Elite',
      duration: '9 months',
      price: '₦2,000,000',
      was: '₦3,000,000',
      pro: true,
    },
  ] as const;

  for (const p of pages) {
    test(`${p.path}: price, duration, audience, apply links and axe`, async ({ page }) => {
      await page.goto(p.path);
      await test.step(`${p.path}: price, duration, audience and apply links`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
        const hero = page.locator('main > section').first();
        await expect(hero).toContainText(p.duration);
        if (p.price) {
          await expect(hero.getByTestId('price')).toHaveText(p.price);
          await expect(hero.locator('del')).toContainText(p.was!);
          await expect(hero.getByRole('link', { name: 'Enroll Now' }).first()).toHaveAttribute(
            'href',
            '/application',
          );
        } else {
          await expect(hero.getByTestId('price')).toHaveCount(0);
          await expect(hero.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/application');
          await expect(hero.getByRole('link', { name: 'Apply for Assessment' })).toHaveAttribute(
            'href',
            '/application',
          );
        }
        if (p.pro) await expect(page.getByText('Professional boxers only').first()).toBeVisible();
        for (const heading of ['Phase by Phase', 'What You Get', 'Built For', 'Before You Apply']) {
          await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        }
        const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
        expect(ld).toContain('"@type":"Course"');
      });

      await test.step(`${p.path} has one h1 and no axe violations`, async () => {
        await expectOneH1AndNoAxeViolations(page);
      });
    });
  }
});

test.describe('/contact', () => {
  test('/contact: contact cards, locations, hours, FAQs, calls to action and axe', async ({ page }) => {
    await page.goto('/contact');
    const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('details');
    await test.step('contact cards, locations, hours, FAQs and calls to action', async () => {
      for (const title of ['Call Us', 'Email Us', 'Visit Us']) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(page.getByTestId('training-hours')).toHaveText([
        'Mon-Fri 6AM-10PM',
        'Sat 8AM-8PM',
        'Sun 10AM-6PM',
      ]);
      await expect(page.locator('main')).toContainText('Mon-Fri 9AM-6PM');
      await expect(page.locator('main')).toContainText('within 24 hours');
      const locations = page.getByRole('region', { name: 'Our Locations' }).getByRole('listitem');
      await expect(locations).toHaveCount(2);
      await expect(locations.nth(0)).toContainText('Lagos');
      await expect(locations.nth(0)).toContainText('Main');
      await expect(locations.nth(1)).toContainText('Abuja');
      await expect(locations.nth(1)).toContainText('Secondary');
      await expect(faqs).toHaveCount(4);
      await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
        'href',
        '/book-consultation',
      );
      await expect(page.getByRole('link', { name: 'View Training Programs' })).toHaveAttribute(
        'href',
        '/training-programs',
      );
    });

    // On the page as it loads, every FAQ closed.
    await test.step('/contact has one h1 and no axe violations', async () => {
      await expectOneH1AndNoAxeViolations(page);
    });

    await test.step('an FAQ opens to show its answer', async () => {
      await faqs.first().locator('summary').click();
      await expect(faqs.first().locator('p')).toBeVisible();
    });
  });
});

test.describe('legal pages', () => {
  const docs = [
    {
      path: '/privacy',
      title: 'Privacy Policy',
      mentions: ['Nigeria Data Protection Act 2023', 'NDPC', 'privacy@ajbxng.test', 'United Kingdom'],
    },
    {
      path: '/terms',
      title: 'Terms of Service',
      mentions: ['Nigerian naira', 'medical clearance', 'refund'],
    },
    { path: '/cookies', title: 'Cookie Policy', mentions: ['Strictly necessary', 'No analytics'] },
  ] as const;
  for (const doc of docs) {
    test(`${doc.path} is dated 22 November 2026, says what it must, passes axe and its contents links work`, async ({
      page,
    }) => {
      await page.goto(doc.path);
      await test.step(`${doc.path} is dated 22 November 2026 and says what it must`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
        await expect(page.getByText('Last updated 22 November 2026')).toBeVisible();
        for (const text of doc.mentions) await expect(page.locator('main')).toContainText(text);
      });

      await test.step(`${doc.path} has one h1 and no axe violations`, async () => {
        await expectOneH1AndNoAxeViolations(page);
      });

      await test.step('its table of contents jumps to a section', async () => {
        const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
        await contents.nth(1).click();
        await expect(page).toHaveURL(/#.+$/);
      });
    });
  }
});
