import type { ReactNode } from 'react';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { Forbidden } from '~/components/layout/forbidden';
import { LoadingDashboard } from '~/components/dashboard/loading-dashboard';
import { Toaster } from '~/components/ui/toaster';
import { databaseUnavailableMessage, isDatabaseUnavailableResponse } from '~/lib/database-unavailable';
import { AccountCornerTemplates } from '~/components/layout/account-corner-templates';
import { useDocumentOnly, useHydrateOn } from '~/lib/document-only';
import {
  isServerUnreachable,
  serverUnreachableMessage,
  serverUnreachableTitle,
  useReturnWhenServerAnswers,
} from '~/lib/server-unreachable';
import { useNonce } from '~/lib/nonce';
import stylesheet from './app.css?url';
import displayFont from '@fontsource/barlow-condensed/files/barlow-condensed-latin-800-normal.woff2?url';
import bodyFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

// The root loader (the server's address, the tournaments live now for the header) is server-only.
export { loader } from './root.server';

/**
 * The server's address does not change while a page is open: never asked again. (What is live is asked
 * again by the header itself on each navigation: components/layout/live-now.tsx.)
 */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // The headline and body faces of the first screen, fetched alongside the stylesheet instead of after it.
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // A precedence lets React hoist the stylesheet above the script preloads, so it is requested first.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // A page whose route says `hydrate: false` (the home page) is a document without the framework's
  // scripts: no bootstrap, no module preloads, only its own small script (decision 0034).
  const documentOnly = useDocumentOnly();
  // A page that hydrates when a person first reaches into it (the tournament wizard: decision 0034).
  const hydrateOn = useHydrateOn();
  // Marks the document once React has taken it over (its scripts load after the first paint: decision
  // 0006); browser tests wait for it before they press anything.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-NG" {...hydrateOn}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07080a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        {/* The header's account corner, for a document-only page's own script to show (decision 0034). */}
        {documentOnly ? <AccountCornerTemplates /> : null}
        {documentOnly ? (
          documentOnly.script ? (
            <script
              src={documentOnly.script}
              // The dev server serves the module as it is; the build makes it a classic script.
              type={import.meta.env.DEV ? 'module' : undefined}
              defer
              nonce={nonce}
              data-document-script=""
            />
          ) : null
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The five role dashboards (SPEC §2), each with its tabs under it. */
const DASHBOARDS = /^\/(admin|coach|referee|student|spectator)-dashboard(\/|$)/;

export default function App() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // SPEC §2: a dashboard shows 'Loading dashboard...' while its data is on its way. Opening one from any
  // other page: the admin dashboard shows the same between its own tabs, the others' tabs are on one page.
  const target =
    navigation.state === 'loading' && !navigation.formMethod ? navigation.location.pathname : null;
  const dashboard = target ? DASHBOARDS.exec(target)?.[1] : undefined;
  const opening = dashboard !== undefined && DASHBOARDS.exec(pathname)?.[1] !== dashboard;
  return opening ? <LoadingDashboard /> : <Outlet />;
}

/** The router's generic failure screen: the spec's words, then the status or the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const dashboard = (error.data as { dashboard?: string } | null)?.dashboard;
    return <Forbidden dashboard={dashboard} />;
  }
  if (isDatabaseUnavailableResponse(error))
    return <BackInAMoment title="Back in a moment" message={databaseUnavailableMessage} />;
  if (isServerUnreachable(error))
    return <BackInAMoment title={serverUnreachableTitle} message={serverUnreachableMessage} />;
  let detail = 'Something went wrong.';
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ''}`.trim();
  } else if (error instanceof Error && import.meta.env.DEV) {
    detail = error.message;
  }
  return (
    <section className="bg-ring-lights text-white">
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-24">
        <h1 className="text-4xl font-extrabold uppercase sm:text-5xl">Unexpected Application Error!</h1>
        <p className="font-display text-2xl text-gold-300">{detail}</p>
        <a href="/" className="mt-4 font-semibold text-white underline underline-offset-4">
          Return to Home
        </a>
      </div>
    </section>
  );
}

/**
 * A 503 while the database cannot be reached, or a read that found no server (restarting, or the network
 * gone): nothing is wrong with the page, so it offers the page again, and reads it again by itself as soon
 * as the server answers.
 */
function BackInAMoment({ title, message }: { title: string; message: string }) {
  const { pathname, search } = useLocation();
  useReturnWhenServerAnswers();
  return (
    <section className="bg-ring-lights text-white">
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-24">
        <h1 className="text-4xl font-extrabold uppercase sm:text-5xl">{title}</h1>
        <p className="max-w-2xl font-display text-2xl text-gold-300">{message}</p>
        <div className="mt-4 flex flex-wrap gap-6 font-semibold">
          {/* A plain link to this very address: it works before and without the scripts. */}
          <a href={pathname + search} className="text-white underline underline-offset-4">
            Try again
          </a>
          <a href="/" className="text-white underline underline-offset-4">
            Return to Home
          </a>
        </div>
      </div>
    </section>
  );
}
