// @ts-check
/**
 * One door to the engine: the app reaches engine/ (the pure tournament logic at the repository's root) only
 * through app/features/competition/engine.ts, which the rest of the app imports as the competition feature.
 * The engine's own files (its tests and CLI among them) and the benchmarks in bench/ may import it too.
 * The import's path is resolved, so that `../engine`, `../../../engine/index` and `~/../engine` are all seen
 * for what they are, whatever the importing file's depth.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engineDir = path.join(root, 'engine');
const aliases = { '~/': path.join(root, 'app'), '@server/': path.join(root, 'server') };
const door = path.join(root, 'app/features/competition/engine.ts');
/** Folders whose files may import engine/ directly. */
const allowedFrom = [engineDir, path.join(root, 'bench')];

/** @param {string} source @param {string} from @returns {string | null} */
function resolve(source, from) {
  if (source.startsWith('.')) return path.resolve(path.dirname(from), source);
  for (const [alias, dir] of Object.entries(aliases))
    if (source.startsWith(alias)) return path.join(dir, source.slice(alias.length));
  return null;
}

/** @param {string} file @param {string} dir */
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** @type {import('eslint').Rule.RuleModule} */
export const engineDoor = {
  meta: {
    type: 'problem',
    docs: { description: 'Only app/features/competition/engine.ts imports engine/.' },
    schema: [],
    messages: {
      door: "engine/ is reached only through the competition feature's engine door (app/features/competition/engine.ts): import '~/features/competition' (or './engine' inside the feature).",
    },
  },
  create(context) {
    const file = path.resolve(root, context.filename);
    if (file === door || allowedFrom.some((dir) => inside(file, dir))) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolve(source, file);
      if (target && inside(target, engineDir)) context.report({ node, messageId: 'door' });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
