import type { BetterAuthPlugin } from 'better-auth';

/**
 * The auth library answers its refusals as `{ code, message }`; every other error under /api/ is DESIGN.md's
 * `{ "error": { "code", "message" } }` (server/http/api-error.ts). A client signing in should not need a
 * second parser, so the library's JSON errors are reshaped on their way out: same status, same headers
 * (cookies, Cache-Control, Retry-After), the code in the API's lower snake case.
 */
export function apiErrorShape(): BetterAuthPlugin {
  return {
    id: 'ajbxng-api-error-shape',
    async onResponse(response) {
      if (response.status < 400) return;
      if (!(response.headers.get('content-type') ?? '').includes('application/json')) return;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (!body || typeof body !== 'object') return;
      const { code, message, error } = body as { code?: unknown; message?: unknown; error?: unknown };
      if (error && typeof error === 'object') return; // already the API's shape
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return {
        response: new Response(
          JSON.stringify({
            error: {
              code: typeof code === 'string' && code ? code.toLowerCase() : `http_${response.status}`,
              message:
                typeof message === 'string' && message ? message : response.statusText || 'Request refused.',
            },
          }),
          { status: response.status, statusText: response.statusText, headers },
        ),
      };
    },
  };
}
