// `npm run typecheck` and `npm test`'s typecheck phase: the whole project checked by TypeScript 7's native
// compiler (the `typescript-native` alias of typescript@7.0.2), a third of the CPU of TypeScript 6's and
// spread over both cores (decision 0036). TypeScript 6 stays the `typescript` package: ESLint's parser,
// React Router's typegen and editors use its JavaScript API, which TypeScript 7.0 does not have. On a
// platform the native compiler does not ship for, TypeScript 6's tsc checks instead, with the same result.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = ['-p', 'tsconfig.json', '--noEmit', ...process.argv.slice(2)];

/** The native compiler's executable for this platform, or undefined where none is installed. */
async function nativeCompiler() {
  const lib = path.join(root, 'node_modules/typescript-native/lib/getExePath.js');
  if (!existsSync(lib)) return undefined;
  try {
    const { default: getExePath } = await import(lib);
    const exe = getExePath();
    return existsSync(exe) ? exe : undefined;
  } catch {
    return undefined;
  }
}

const native = await nativeCompiler();
const [command, commandArgs] = native
  ? [native, args]
  : [process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), ...args]];
if (!native)
  console.log('TypeScript 7 has no native compiler for this platform here: checking with TypeScript 6.');
const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
