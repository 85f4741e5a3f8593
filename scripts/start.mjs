// `npm start`: build when the build is missing or older than the sources, then serve production.
// `npm run serve` (`--no-build`): serve the existing build, never build.
//
// The server runs in this process (no child), so a signal sent to it stops everything. The build, when
// there is one, is a child: a stop signal during the build is passed on to it. And when npm runs this
// script, a signal sent to npm reaches only the shell between npm and this process, which dies without
// passing it on: so this process also stops when that shell goes away (see stopWithParent).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { duration, followBuild } from './build-progress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const builtMarker = path.join(buildDir, 'server/index.js');
// The server is bundled with the pages (server/production.ts), so its sources count too; its tests do not.
const sources = ['app', 'server', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];
const notInTheBuild = /\.test(-support)?\.tsx?$/;
const buildAllowed = !process.argv.includes('--no-build');
const verbose = process.argv.includes('--verbose');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    if (!notInTheBuild.test(name)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

/**
 * Under npm, this process's parent is the shell npm started. npm passes SIGTERM and SIGINT to that shell,
 * which dies of it without passing it on; left alone, this process (and the server in it, holding the data
 * folder's lock) would outlive `npm start`. So when the parent changes, this process stops itself the way
 * a SIGTERM would.
 */
function stopWithParent() {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    console.log('npm was stopped: stopping the server too.');
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  timer.unref();
}

/** Runs `react-router build`, saying in a few lines what it is doing; its full output only if it fails. */
function build(reason) {
  const started = Date.now();
  console.log(`${reason}: building the site for production.`);
  console.log(
    'This takes a minute or two the first time; later starts reuse the build unless the sources change.',
  );
  const child = spawn(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', verbose ? 'inherit' : 'pipe', verbose ? 'inherit' : 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  const follow = followBuild((stage) => console.log(`  … ${stage}`));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output += chunk;
      follow(String(chunk));
    });
  }
  // A stop signal while building goes to the build, and this process ends with it.
  let stoppedBy;
  const forward = (signal) => {
    stoppedBy = signal;
    child.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (signal || stoppedBy) {
        console.log(`${stoppedBy ?? signal} received: build stopped.`);
        process.exit(1);
      }
      if (code !== 0) {
        if (!verbose) process.stderr.write(output);
        console.error(`The build failed (exit code ${code}); its output is above.`);
        process.exit(code ?? 1);
      }
      console.log(`Built in ${duration(Date.now() - started)}.`);
      resolve();
    });
  });
}

stopWithParent();
const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
if (!buildAllowed) {
  if (!builtAt) {
    console.error(
      `There is no build in ${path.relative(root, buildDir) || '.'}: run \`npm run build\` first, or \`npm start\`, which builds when needed.`,
    );
    process.exit(1);
  }
} else {
  const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt < sourcesAt) await build(builtAt ? 'The sources changed since the last build' : 'No build yet');
}

process.env.NODE_ENV ??= 'production';
// The build holds the pages and the server in one bundle (server/production.ts): one copy of each module.
const { serve } = await import(pathToFileURL(builtMarker).href);
await serve();
