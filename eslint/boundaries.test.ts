import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The messages ESLint gives `code` as if it were the file at `filePath` (relative to the repository). */
async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const boundary = '@typescript-eslint/no-restricted-imports';

describe('lint refuses imports that point the wrong way', () => {
  const refused: [string, string, string][] = [
    // [importing file, import, why]
    ['app/features/users/roster.ts', '~/features/enquiries/inbox.server', 'another feature'],
    ['app/features/users/roster.ts', '../enquiries/inbox.server', 'another feature'],
    ['app/features/users/components/list.tsx', '~/features/auth/guard.server', 'another feature'],
    ['server/db/repair.ts', '~/features/users/users.server', 'app/'],
    ['server/db/repair.ts', '../../app/features/users/users.server', 'app/'],
    ['server/mail/queue.ts', '~/lib/money', 'app/'],
    ['server/auth/session.ts', '~/content/roles', 'app/'],
    ['server/http/headers.ts', '~/lib/cn', 'app/'],
    ['server/config-extra.ts', '../app/lib/cn', "'~/…'"],
    ['engine/ledger.ts', 'drizzle-orm', 'pure'],
    ['engine/ledger.ts', 'crypto', 'pure'],
    ['engine/ledger.ts', 'node:crypto', 'pure'],
    ['engine/ledger.ts', '../server/db/client', 'engine/'],
    ['engine/ledger.ts', '~/lib/money', 'pure'],
    ['app/components/layout/badge-row.tsx', '~/features/auth/guard.server', 'below the features'],
    ['app/lib/format.ts', '~/features/enquiries/time', 'below the features'],
    ['app/lib/format.ts', '@server/db/client', 'only as types'],
    ['app/features/users/roster.ts', '../../../server/db/client', "'@server/…'"],
    ['app/routes/home.tsx', '../../server/db/client', "'@server/…'"],
    ['app/features/users/roster.ts', '~/routes/home', 'Routes sit on top'],
    ['app/components/ui/chip.tsx', '~/routes/home', 'Routes sit on top'],
    ['app/features/users/roster.ts', 'zod', 'jitless'],
    ['server/api/v1/people.ts', '~/features/users/users.server', 'only through its index'],
    ['server/demo/people.ts', '~/features/users/components/list', 'only through its index'],
    ['server/auth/session.test.ts', '~/features/users/users.server', 'only through its index'],
  ];
  for (const [file, target, why] of refused) {
    it(`${file} may not import ${target}`, async () => {
      const found = await problems(file, `import { thing } from '${target}';\nexport const used = thing;\n`);
      expect(found.filter((p) => p.startsWith(boundary)).join('\n')).toContain(why);
    });
  }
});

describe('lint lets the layers use what is below them', () => {
  const allowed: [string, string][] = [
    ['app/routes/account.tsx', '~/features/users/users.server'],
    ['app/features/users/roster.ts', '~/lib/cn'],
    ['app/features/users/roster.ts', '@server/db/client'],
    ['app/features/users/roster.ts', './schema'],
    ['app/features/users/components/list.tsx', '../schema'],
    ['app/features/users/roster.ts', '~/features/users/schema'],
    ['app/components/layout/badge-row.tsx', '@server/auth/roles'],
    ['server/api/v1/people.ts', '~/features/users'],
    // A test's fixtures are no feature's offer: server tests take them from their file.
    ['server/api/v1/people.test.ts', '~/features/users/fixtures.test-support'],
    ['server/db/repair.ts', '../mail/outbox'],
    ['engine/ledger.ts', './types'],
  ];
  for (const [file, target] of allowed) {
    it(`${file} may import ${target}`, async () => {
      const found = await problems(file, `import { thing } from '${target}';\nexport const used = thing;\n`);
      expect(found.filter((p) => p.startsWith(boundary))).toEqual([]);
    });
  }

  it('server code may reach the app’s lower layers as types only', async () => {
    const code = "import type { Thing } from '@server/db/client';\nexport type Used = Thing;\n";
    expect(await problems('app/lib/format.ts', code)).toEqual([]);
  });
});

describe('only the competition feature’s engine door imports engine/', () => {
  const door = 'local/engine-door';
  const cases: [string, string, boolean][] = [
    // [importing file, import, accepted]
    ['app/features/competition/engine.ts', '../../../engine/index', true],
    ['app/features/competition/draws.server.ts', './engine', true],
    ['app/features/competition/components/board.tsx', '../engine', true],
    ['app/routes/home.tsx', '~/features/competition', true],
    ['engine/ledger.ts', './types', true],
    ['engine/cli/run.ts', '../index', true],
    ['bench/ledger.ts', '../engine/index', true],
    ['app/features/competition/draws.server.ts', '../../../engine/index', false],
    ['app/features/results/shaping.ts', '../../../engine/types', false],
    ['app/routes/home.tsx', '../../engine', false],
    ['app/root.tsx', '../engine/index', false],
    ['server/app.ts', '../engine/index', false],
    ['server/api/v1/draws.ts', '../../../engine/schedule', false],
    ['server/api/v1/draws.test.ts', '../../../engine/schedule', false],
    ['scripts/seed.ts', '../engine/index', false],
    ['tests/e2e/draws.spec.ts', '../../engine/index', false],
    ['app/lib/format.ts', '~/../engine/index', false],
  ];
  for (const [file, target, ok] of cases) {
    it(`${file} ${ok ? 'may' : 'may not'} import ${target}`, async () => {
      const found = (
        await problems(file, `import { thing } from '${target}';\nexport const used = thing;\n`)
      ).filter((p) => p.startsWith(door));
      expect(found.length === 0).toBe(ok);
    });
  }

  it('sees an export from, and a dynamic import, too', async () => {
    const exported = await problems('server/app.ts', "export * from '../engine/index';\n");
    expect(exported.filter((p) => p.startsWith(door))).toHaveLength(1);
    const loaded = await problems('server/app.ts', "export const load = () => import('../engine/index');\n");
    expect(loaded.filter((p) => p.startsWith(door))).toHaveLength(1);
  });
});

describe('file names are kebab-case', () => {
  const names: [string, boolean][] = [
    ['app/components/layout/account-menu.tsx', true],
    ['app/routes/admin-dashboard.enquiries.$reference.tsx', true],
    ['app/routes/admin-dashboard._index.tsx', true],
    ['app/features/users/users.server.test.ts', true],
    ['app/components/layout/AccountMenu.tsx', false],
    ['app/components/layout/account_menu.tsx', false],
    ['server/db/clientPool.ts', false],
  ];
  for (const [file, ok] of names) {
    it(`${file} is ${ok ? 'accepted' : 'refused'}`, async () => {
      const found = (await problems(file, 'export const named = 1;\n')).filter((p) =>
        p.startsWith('local/kebab-case-file-names'),
      );
      expect(found.length === 0).toBe(ok);
    });
  }
});

describe('server code reads the time from the one clock', () => {
  const cases: [string, string, boolean][] = [
    // [file, code, accepted]
    ['app/features/entries/deadline.server.ts', 'export const at = new Date();\n', false],
    ['app/features/entries/deadline.server.ts', 'export const at = Date.now();\n', false],
    ['server/mail/retry.ts', 'export const at = Date.now() + 1000;\n', false],
    ['app/routes/boxers.$id.tsx', 'export function loader() {\n  return new Date();\n}\n', false],
    [
      'app/features/entries/deadline.server.ts',
      "export const at = new Date('2026-11-28T18:30:00Z');\n",
      true,
    ],
    ['server/clock.ts', 'export const at = Date.now();\n', true],
    ['server/mail/retry.test.ts', 'export const at = new Date();\n', true],
    // The browser keeps the device's clock.
    ['app/features/ringside/api.ts', 'export const at = Date.now();\n', true],
  ];
  for (const [file, code, ok] of cases) {
    it(`${ok ? 'accepts' : 'refuses'} ${JSON.stringify(code.trim())} in ${file}`, async () => {
      const found = (await problems(file, code)).filter((p) => p.startsWith('no-restricted-syntax'));
      expect(found.length === 0).toBe(ok);
    });
  }
});
