import type { BetterAuthPlugin } from 'better-auth';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '../db/unavailable';

/**
 * The auth library turns every failure into its own 500, so a sign-in while the database is down read as
 * "something broke" (and the sign-in page as "Invalid email or password"). When an auth answer is a 500 and
 * the database does not answer a ping, the answer becomes the one every other door gives during an outage:
 * 503, "try again in a moment", in the API's error shape.
 */
export function outageAnswer(ping: () => Promise<unknown>): BetterAuthPlugin {
  return {
    id: 'ajbxng-outage-answer',
    async onResponse(response) {
      if (response.status < 500) return;
      const reachable = await ping().then(
        () => true,
        () => false,
      );
      if (reachable) return;
      return {
        response: new Response(
          JSON.stringify({ error: { code: 'database_unavailable', message: databaseUnavailableMessage } }),
          {
            status: 503,
            headers: {
              'Content-Type': 'application/json',
              'Retry-After': String(databaseRetryAfterSeconds),
              'Cache-Control': 'private, no-store',
            },
          },
        ),
      };
    },
  };
}
