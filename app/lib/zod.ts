import { z } from 'zod';

/**
 * Zod for code that may run in the browser. Zod probes for eval (`new Function`) the first time it
 * parses an object, which our Content-Security-Policy refuses and the browser reports as a policy
 * violation; jitless mode skips the probe. Browser-side code imports z from here, not from 'zod'.
 */
z.config({ jitless: true });

export { z };
