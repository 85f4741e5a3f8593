import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import routes from '../../app/routes';
import { marketingPaths } from '../../app/content/site-map';
import { ageGroups, tournamentFormats, weightClassPresets } from '../../app/content/tournament-categories';
import { pollKinds } from '../../app/features/live/labels';
import { boutStatuses, officialRoles } from '../../server/db/schema/competition';
import { enquiryForms, enquiryStatuses } from '../../server/db/schema/enquiries';
import { assessedSkills, foulTypes } from '../../server/db/schema/officiating';
import { paymentPurposes, paymentStatuses } from '../../server/db/schema/payments';
import { entryStatuses, memberRoles, tournamentStatuses } from '../../server/db/schema/tournaments';
import { webhookDeliveryStatuses } from '../../server/db/schema/webhooks';
import { DEMO_PASSWORD, expect, test, uniqueClientIp } from './fixtures';

/**
 * No developer's value in what a person reads (issue 30 item 5): every page of the demo, as every demo
 * identity, is fetched as HTML (no browser: the server renders every page), and its visible text (tags,
 * scripts, styles and attributes stripped) must hold none of the stored enum values written as code:
 * `in_progress`, `single-elimination`, `SINGLE_ELIMINATION`, `rsc-i`… Values that are plain words
 * ("draft", "pending") are words a label may use too, so only the code-shaped ones are looked for.
 */

const everyEnum: readonly string[] = [
  ...boutStatuses,
  ...officialRoles,
  ...enquiryForms,
  ...enquiryStatuses,
  ...assessedSkills,
  ...foulTypes,
  ...paymentPurposes,
  ...paymentStatuses,
  ...entryStatuses,
  ...memberRoles,
  ...tournamentStatuses,
  ...webhookDeliveryStatuses,
  ...pollKinds,
  ...weightClassPresets,
  ...tournamentFormats.map((f) => f.id),
  ...ageGroups.map((a) => a.id),
  // The engine's outcomes as the code keys them.
  'rsc-i',
];

/** The code-shaped values, with their SHOUTED_SNAKE form (SPEC's "shown upper-cased" format codes). */
const rawValues = [
  ...new Set(
    everyEnum
      .filter((value) => /[_-]/.test(value))
      .flatMap((value) => [value, value.replace(/-/g, '_').toUpperCase()]),
  ),
];
const rawPattern = new RegExp(
  `(?<![\\w-])(${rawValues.map((v) => v.replace(/[-]/g, '\\-')).join('|')})(?![\\w-])`,
  'g',
);

/** What a person reads of a page: the body's text, without markup, scripts, styles or attributes. */
function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');
}

type Who = 'visitor' | 'admin' | 'coach' | 'referee' | 'boxer' | 'spectator' | 'organiser' | 'official';
const demoAccount: Record<Exclude<Who, 'visitor'>, string> = {
  admin: 'admin@ajbxng.test',
  coach: 'coach@ajbxng.test',
  referee: 'referee@ajbxng.test',
  boxer: 'boxer@ajbxng.test',
  spectator: 'spectator@ajbxng.test',
  organiser: 'organiser@ajbxng.test',
  official: 'official@ajbxng.test',
};

type RouteNode = { path?: string; index?: boolean; children?: RouteNode[] };
function routePaths(nodes: RouteNode[], prefix = ''): string[] {
  return nodes.flatMap((node) => {
    const own = node.index ? prefix || '/' : `${prefix}/${node.path ?? ''}`.replace(/\/+/g, '/');
    const childPrefix = node.path ? `${prefix}/${node.path}` : prefix;
    return [...(node.index || node.path ? [own] : []), ...routePaths(node.children ?? [], childPrefix)];
  });
}

test('no raw enum value in the visible text of any page of the demo, as any identity (issue 30)', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  expect('IN_PROGRESS in_progress rsc-i'.match(rawPattern)).toEqual(['IN_PROGRESS', 'in_progress', 'rsc-i']);
  expect('In progress · Single elimination · RSC-I'.match(rawPattern)).toBeNull();

  const contexts = new Map<Who, APIRequestContext>();
  for (const who of ['visitor', ...Object.keys(demoAccount)] as Who[]) {
    const context = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
    });
    if (who !== 'visitor') {
      const response = await context.post('/api/auth/sign-in/email', {
        data: { email: demoAccount[who], password: DEMO_PASSWORD },
      });
      expect(response.status(), `sign-in of ${who}`).toBe(200);
    }
    contexts.set(who, context);
  }
  try {
    // The demo's live event, its categories and bouts: the pages with parameters are read on it.
    const visitor = contexts.get('visitor')!;
    const listed = async (status: string) =>
      (
        (await (await visitor.get(`/api/v1/tournaments?status=${status}&q=AJ%20Elite%20Cup`)).json()) as {
          tournaments: { id: number; slug: string }[];
        }
      ).tournaments;
    const [event] = [...(await listed('upcoming')), ...(await listed('past'))];
    expect(event, 'the demo event').toBeDefined();
    const { categories } = (await (
      await visitor.get(`/api/v1/tournaments/${event!.id}/categories`)
    ).json()) as {
      categories: { id: number }[];
    };
    const { bouts } = (await (await visitor.get(`/api/v1/tournaments/${event!.id}/bouts`)).json()) as {
      bouts: { id: number }[];
    };
    const sample: Record<string, string> = {
      ':slug': event!.slug,
      ':id': String(event!.id),
      ':categoryId': String(categories[0]?.id ?? 0),
      ':boutId': String(bouts[0]?.id ?? 0),
    };

    const marketing = new Set(marketingPaths);
    const paths = [...new Set(routePaths(routes as RouteNode[]))]
      .map((path) => path.replace(/:\w+\??/g, (param) => sample[param.replace('?', '')] ?? param))
      .filter((path) => !path.includes(':') && !path.includes('*'));
    const found: string[] = [];
    let scanned = 0;
    for (const path of paths) {
      // A marketing page is the same for everyone: read once.
      const readers: Who[] = marketing.has(path) ? ['visitor'] : [...contexts.keys()];
      for (const who of readers) {
        const response = await contexts.get(who)!.get(path, { maxRedirects: 0 });
        if (response.status() !== 200) continue;
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
        scanned += 1;
        for (const raw of new Set(visibleText(await response.text()).match(rawPattern) ?? []))
          found.push(`${path} as ${who}: ${raw}`);
      }
    }
    expect(scanned, 'pages read').toBeGreaterThan(60);
    expect(found, 'raw enum values a person would read').toEqual([]);
  } finally {
    for (const context of contexts.values()) await context.dispose();
  }
});
