import { CircleAlert, SearchX, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { databaseUnavailableMessage, isDatabaseUnavailableResponse } from '~/lib/database-unavailable';
import {
  isServerUnreachable,
  serverUnreachableMessage,
  useReturnWhenServerAnswers,
} from '~/lib/server-unreachable';
import { DashboardHeader } from './dashboard-shell';

type Frame = { eyebrow: string; title: string; home: string };

/** What a failed loader or action left for the error boundary, sorted into what the person is told. */
type Failure =
  | { kind: 'forbidden'; dashboard: string | undefined; message: string | undefined }
  | { kind: 'not-found'; message: string | undefined }
  | { kind: 'unavailable'; message: string }
  | { kind: 'unexpected'; detail: string | undefined };

/** The message of a refusal's body: a ServiceError's `{ error: { message } }` or a plain `{ message }`. */
function messageOf(data: unknown): string | undefined {
  const body = data as { message?: unknown; error?: { message?: unknown } } | null | undefined;
  const message = body?.error?.message ?? body?.message;
  return typeof message === 'string' ? message : undefined;
}

function classify(error: unknown): Failure {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const dashboard = (error.data as { dashboard?: unknown } | null)?.dashboard;
    return {
      kind: 'forbidden',
      dashboard: typeof dashboard === 'string' ? dashboard : undefined,
      // A service's refusal names what is not yours (another organisation's tournament): its words, not the role's.
      message: messageOf(error.data),
    };
  }
  if (isRouteErrorResponse(error) && error.status === 404)
    return { kind: 'not-found', message: messageOf(error.data) };
  if (isDatabaseUnavailableResponse(error))
    return { kind: 'unavailable', message: databaseUnavailableMessage };
  if (isServerUnreachable(error)) return { kind: 'unavailable', message: serverUnreachableMessage };
  if (isRouteErrorResponse(error))
    return { kind: 'unexpected', detail: `${error.status} ${error.statusText || ''}`.trim() };
  // Our own failure: its words are for the log, shown only while developing.
  return {
    kind: 'unexpected',
    detail: error instanceof Error && import.meta.env.DEV ? error.message : undefined,
  };
}

function Panel({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="dashboard-error-title"
      className="flex flex-col items-start gap-4 rounded-2xl bg-white p-8 ring-1 ring-ink-900/10"
    >
      <Icon aria-hidden className="size-10 text-gold-600" />
      <p className="eyebrow text-gold-700">{eyebrow}</p>
      <h2 id="dashboard-error-title" className="text-3xl font-extrabold uppercase">
        {title}
      </h2>
      <div className="max-w-2xl text-ink-700">{children}</div>
      <div className="mt-2 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}

/** SPEC §8: what the error toast of a dashboard whose data failed to load says. */
export const loadFailedToast = { title: 'Error', description: 'Failed to load dashboard data' } as const;

/**
 * SPEC §8's error toast for a dashboard whose data did not load (our failure, or the database out of
 * reach), beside the panel that says what to do. It appears once the page is interactive (toasts need
 * JavaScript; the panel does not), and once per failure, however often the boundary renders.
 */
function LoadFailedToast() {
  useEffect(() => {
    // Sonner is fetched only when a load fails: dashboards that load do not carry it for this.
    void import('sonner').then(({ toast }) =>
      toast.error(loadFailedToast.title, {
        id: 'dashboard-load-failed',
        description: loadFailedToast.description,
      }),
    );
  }, []);
  return null;
}

/** Reads the dashboard again by itself once the server answers (the boundary then gives way to it). */
function ReturnWhenServerAnswers() {
  useReturnWhenServerAnswers();
  return null;
}

/**
 * What a dashboard shows instead of its content when its loader or action failed: a 403 with the way to the
 * person's own dashboard, a 404 with the way back, the database's "try again in a moment", or an unexpected
 * error. It sits inside the dashboard's frame, so the person still knows where they are.
 */
export function DashboardErrorPanel({ error, home }: { error: unknown; home: string }) {
  const { pathname, search } = useLocation();
  const failure = classify(error);
  // A plain link to this very address: it works before and without the scripts.
  const tryAgain = (
    <Button asChild>
      <a href={pathname + search}>Try again</a>
    </Button>
  );
  switch (failure.kind) {
    case 'forbidden':
      return (
        <Panel
          icon={ShieldAlert}
          eyebrow="403 · Not allowed"
          title={failure.message ? 'Not yours to open' : 'This page is not for your role'}
          actions={
            <>
              {failure.message ? (
                <Button asChild>
                  <Link to={home}>Back to the dashboard</Link>
                </Button>
              ) : null}
              {failure.dashboard ? (
                <Button asChild>
                  <Link to={failure.dashboard}>Go to my dashboard</Link>
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <Link to="/">Back to Home</Link>
              </Button>
            </>
          }
        >
          {failure.message ??
            'You are signed in, but your account does not have access to this dashboard. If you think it should, ask an academy admin to change your role.'}
        </Panel>
      );
    case 'not-found':
      return (
        <Panel
          icon={SearchX}
          eyebrow="404 · Not found"
          title="Nothing here"
          actions={
            <Button asChild>
              <Link to={home}>Back to the dashboard</Link>
            </Button>
          }
        >
          {failure.message ?? 'What you were looking for does not exist, or no longer does.'}
        </Panel>
      );
    case 'unavailable':
      return (
        <Panel
          icon={CircleAlert}
          eyebrow="503 · Back in a moment"
          title="Back in a moment"
          actions={tryAgain}
        >
          <LoadFailedToast />
          <ReturnWhenServerAnswers />
          {failure.message}
        </Panel>
      );
    case 'unexpected':
      return (
        <Panel
          icon={CircleAlert}
          eyebrow={failure.detail ?? 'Error'}
          title="Something went wrong"
          actions={
            <>
              {tryAgain}
              <Button asChild variant="outline">
                <Link to={home}>Back to the dashboard</Link>
              </Button>
            </>
          }
        >
          <LoadFailedToast />
          Something went wrong on our side while opening this page. Nothing you did caused it; try again, and
          if it keeps happening, tell the academy.
        </Panel>
      );
  }
}

/** The same, for a whole dashboard: its header, then the panel where its sections would be. */
export function DashboardErrorPage({ error, ...frame }: Frame & { error: unknown }) {
  return (
    <>
      <DashboardHeader eyebrow={frame.eyebrow} title={frame.title} />
      <div className="container-page py-10">
        <DashboardErrorPanel error={error} home={frame.home} />
      </div>
    </>
  );
}
