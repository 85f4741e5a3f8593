import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { eq } from 'drizzle-orm';
import { createApp } from '@server/app';
import type { Viewer } from '@server/auth/roles';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import { tournaments } from '@server/db/schema';
import { createTestServices } from '@server/testing';
import type { AppServices } from '@server/services';

/**
 * The real page actions behind the server's own request handler (createApp, as the production server serves
 * pages), under an empty root: the entry answers with the status React Router chose and the action's data,
 * so what a browser would get is what a test asserts. On PGlite, with the seeded event of the test builders;
 * who asks is named by the x-test-as header.
 */

/** Route id → [path, the route module]. */
export type PageRoutes = Record<string, readonly [string, unknown]>;

function pagesBuild(pages: PageRoutes): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(pages).map(([id, [path, module]]) => [id, { id, parentId: 'root', path, module }]),
  );
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { actionData: Record<string, unknown> | null } },
        ) => Response.json({ actionData: context.staticHandlerContext.actionData }, { status }),
      },
    },
    routes: { root: { id: 'root', path: '', module: { default: () => null } }, ...routes },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

export type PageActions = {
  services: AppServices;
  event: Awaited<ReturnType<typeof seedEvent>>;
  /** The entries made in the event's first category, in the order of `entrants`. */
  entryIds: number[];
  slug: string;
  /** Posts a form; the answer is the status and the route's action data. */
  post: (
    path: string,
    as: string | null,
    body: URLSearchParams | FormData | Record<string, string>,
  ) => Promise<{ status: number; answer: Record<string, unknown> | undefined }>;
  close: () => Promise<void>;
};

export async function startPageActions(
  pages: PageRoutes,
  options: { entrants: ('A' | 'B')[]; people?: Viewer[] },
): Promise<PageActions> {
  const test = await createTestServices('pglite');
  const services = test.services;
  const event = await seedEvent(services.database.db);
  const entryIds = await event.enter(event.categoryIds[0]!, options.entrants);
  const viewers = new Map<string, Viewer>([...EVENT_PEOPLE, ...(options.people ?? [])].map((p) => [p.id, p]));
  const [row] = await services.database.db
    .select({ slug: tournaments.slug })
    .from(tournaments)
    .where(eq(tournaments.id, event.tournamentId));
  services.viewerFor = async (headers) => viewers.get(headers.get('x-test-as') ?? '') ?? null;
  const server: Server = createApp({ services, build: pagesBuild(pages) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    services,
    event,
    entryIds,
    slug: row!.slug,
    async post(path, as, body) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, ...(as ? { 'x-test-as': as } : {}) },
        body: body instanceof URLSearchParams || body instanceof FormData ? body : new URLSearchParams(body),
      });
      const json = (await response.json().catch(() => null)) as {
        actionData: Record<string, Record<string, unknown>> | null;
      } | null;
      return { status: response.status, answer: Object.values(json?.actionData ?? {})[0] };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await test.close();
    },
  };
}
