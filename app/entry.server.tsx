import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferHydration } from '~/lib/defer-hydration.server';
import { NonceContext } from '~/lib/nonce';

export const streamTimeout = 5_000;

/**
 * Pages rendered per request may depend on who is signed in (dashboards, account, the sign-in page's
 * redirect), so no cache may keep them unless the route chose a policy in its `headers`. The pages that are
 * the same for everyone are prerendered files, served with their own caching.
 */
function privateUnlessSaid(headers: Headers) {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store');
}

/** The loader data of a client-side navigation: the same rule as the page itself. */
export function handleDataRequest(response: Response) {
  privateUnlessSaid(response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  privateUnlessSaid(responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // At prerender time there is no load context; the server adds the nonce when it sends the file.
  const nonce = (loadContext as Partial<AppLoadContext> | undefined)?.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const html = deferHydration();
          body.on('error', (error) => html.destroy(error));
          body.pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
