import { afterEach, vi } from 'vitest';
import { setClock } from './server/clock';

// Test files share their worker's modules (vitest.config.ts): a clock a test set goes back to real time
// after it, whatever the test did, so the next test (of this file or another) starts on real time; so does a
// machine clock a test faked.
afterEach(() => {
  vi.useRealTimers();
  setClock(null);
});
