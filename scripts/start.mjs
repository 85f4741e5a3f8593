// `npm start`: build when the build is missing or older than the sources, then serve production.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(path.resolve(root, process.env.BUILD_DIR ?? 'build'), 'server/index.js');
const sources = ['app', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import('../server/serve.ts');
