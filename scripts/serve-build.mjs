// Starts the production build on a throwaway data folder and resolves with its URL and a stop function.
// Used by the Lighthouse and bundle-size scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function serveBuild(port = 3500) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      LOG_REQUESTS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ajb-audit-')),
    },
    stdio: 'inherit',
  });
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
