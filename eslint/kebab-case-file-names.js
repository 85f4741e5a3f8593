// @ts-check
// File names are kebab-case: `account-menu.tsx`, not `AccountMenu.tsx` or `account_menu.tsx`. Route modules
// keep React Router's flat-route syntax (dots between segments, `$param`, `_index`); `+types` folders are
// generated. Suffixes like `.server`, `.test`, `.spec`, `.test-support` are dot-separated words too.
import path from 'node:path';

const segment = String.raw`(?:[a-z0-9]+(?:-[a-z0-9]+)*|\$[a-z][a-zA-Z0-9]*|_index)`;
const kebab = new RegExp(String.raw`^${segment}(?:\.${segment})*\.(?:ts|tsx|js|mjs|cjs|d\.ts|d\.mts)$`);

/** @type {import('eslint').Rule.RuleModule} */
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case.' },
    schema: [],
    messages: { name: "File name '{{name}}' is not kebab-case (e.g. 'account-menu.tsx')." },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!kebab.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};
