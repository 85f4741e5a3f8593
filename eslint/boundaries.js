// @ts-check
// The layers of docs/ARCHITECTURE.md as lint rules, so that an import that points the wrong way fails
// `npm run lint` instead of waiting for a reviewer to notice. Every file belongs to exactly one zone below
// (a file matched by two blocks would keep only the last block's list), and each zone lists all of its
// restrictions. eslint/boundaries.test.ts lints a forbidden import of each kind and expects it refused.
import { readdirSync } from 'node:fs';

const rule = '@typescript-eslint/no-restricted-imports';
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts'];

/** @param {string} regex @param {string} message @param {boolean} [allowTypeImports] */
const forbid = (regex, message, allowTypeImports = false) => ({ regex, message, allowTypeImports });

const noRoutes = forbid('^(~/routes|(\\.\\./)+routes)/', 'Routes sit on top: nothing imports them.');
const jitlessZod = {
  name: 'zod',
  message: "Import z from '~/lib/zod' (jitless: the CSP forbids eval) in app/.",
  allowTypeImports: true,
};
const aliasForServer = forbid(
  '^(\\.\\./)+server/',
  "Import server code as '@server/…', not by climbing out of app/.",
);
const aliasForDeepRelative = forbid(
  '^(\\.\\./){2,}',
  "Two or more levels up: use the alias ('~/…' for app/, '@server/…' for server/).",
);
const noFeatures = forbid(
  '^(~/features|(\\.\\./)+features)/',
  'Components, content and lib sit below the features: they never import one.',
);
// The server's pure vocabulary that the app's lower layers may use at run time; anything else of the
// server only as a type.
const serverOnlyAsTypes = forbid(
  '^@server/(?!auth/roles$|db/unavailable$)',
  'Components, content and lib may import server code only as types (or the pure auth/roles, db/unavailable).',
  true,
);
const noApp = forbid(
  '^(~|(\\.\\./)+app)/',
  'server/ infrastructure (db, mail, http, auth, config, realtime) never imports app/: the app builds on it.',
);
const appByAlias = forbid('^(\\.\\./)+app/', "Import app code as '~/…'.");
// A test's fixtures (`*.test-support`) are no feature's offer: a server test may take them from their file.
const featureByIndex = forbid(
  '^~/features/[^/]+/(?!(.*/)?[^/]+\\.test-support$)',
  "server/ imports a feature only through its index ('~/features/<name>'), never its files.",
);
const engineOnly = forbid(
  '^(?!\\.{1,2}/)',
  'engine/ is pure: it imports only engine/ (no packages, no node:, no app or server).',
);
const engineNoEscape = forbid('^\\.\\./', 'engine/ imports only engine/.');
const cliNoAppOrServer = forbid(
  '^(~|@server|(\\.\\./)+(app|server))/',
  'The engine CLI uses the engine only.',
);

/** @param {string} feature */
const otherFeatures = (feature) =>
  forbid(
    `^~/features/(?!${feature}/)[^/]+/`,
    `A feature imports another feature only through its index ('~/features/<name>'), never its files.`,
  );
const featureNoEscape = forbid(
  '^\\.\\./',
  "From a feature's top folder, '../' is another feature: use '~/features/<name>' (its index) or '~/lib/…'.",
);

/** @param {{ paths?: object[]; patterns: object[] }} options */
const restrict = (options) => ({
  [rule]: ['error', { paths: options.paths ?? [], patterns: options.patterns }],
});

const features = readdirSync(new URL('../app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const boundaries = [
  { rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['engine/*.ts'],
    ignores: tests,
    rules: restrict({ patterns: [engineOnly, engineNoEscape] }),
  },
  { files: ['engine/cli/**/*.ts'], rules: restrict({ patterns: [cliNoAppOrServer] }) },
  {
    files: ['server/{db,mail,http,auth,realtime}/**/*.ts', 'server/config.ts', 'server/rate-limit.ts'],
    ignores: tests,
    rules: restrict({ patterns: [noApp, noRoutes] }),
  },
  {
    // Delivery and composition (the REST API, the Express app, start-up) and the server's tests.
    files: ['server/**/*.ts'],
    ignores: ['server/{db,mail,http,auth,realtime}/**/*.ts', 'server/config.ts', 'server/rate-limit.ts'],
    rules: restrict({ patterns: [appByAlias, noRoutes, featureByIndex] }),
  },
  {
    files: [
      'server/{db,mail,http,auth,realtime}/**/*.test.ts',
      'server/{db,mail,http,auth,realtime}/**/*.test-support.ts',
    ],
    rules: restrict({ patterns: [appByAlias, noRoutes, featureByIndex] }),
  },
  ...features.flatMap((feature) => [
    {
      files: [`app/features/${feature}/*.{ts,tsx}`],
      rules: restrict({
        paths: [jitlessZod],
        patterns: [noRoutes, otherFeatures(feature), featureNoEscape, aliasForServer, aliasForDeepRelative],
      }),
    },
    {
      files: [`app/features/${feature}/*/**/*.{ts,tsx}`],
      rules: restrict({
        paths: [jitlessZod],
        patterns: [noRoutes, otherFeatures(feature), aliasForServer, aliasForDeepRelative],
      }),
    },
  ]),
  {
    files: ['app/{components,content,lib}/**/*.{ts,tsx}'],
    ignores: ['app/lib/zod.ts'],
    rules: restrict({
      paths: [jitlessZod],
      patterns: [noRoutes, noFeatures, serverOnlyAsTypes, aliasForServer, aliasForDeepRelative],
    }),
  },
  {
    files: ['app/lib/zod.ts'],
    rules: restrict({ patterns: [noRoutes, noFeatures, serverOnlyAsTypes] }),
  },
  {
    // The top: route modules and the app's root files may use everything below them.
    files: ['app/routes/**/*.{ts,tsx}', 'app/*.{ts,tsx}'],
    rules: restrict({ paths: [jitlessZod], patterns: [aliasForServer, aliasForDeepRelative] }),
  },
];
