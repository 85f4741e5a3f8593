// @ts-check
/**
 * One clock (server/clock.ts): code that runs on the server reads "now" from it, so AJB_NOW and the tests
 * move every rule that depends on the time at once. `new Date()` and `Date.now()` are refused there; a
 * date built from a value (`new Date(iso)`) is fine. Code in the browser keeps the device's clock.
 */
const message =
  'Read the time from the one clock: `clock.now()` / `clock.ms()` from @server/clock (AJB_NOW and tests set it).';

/** @type {import('eslint').Linter.Config[]} */
export const oneClock = [
  {
    files: ['server/**/*.ts', 'app/**/*.server.ts', 'app/routes/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['server/clock.ts', '**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message },
      ],
    },
  },
];
