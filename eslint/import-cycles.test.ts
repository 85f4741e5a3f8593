import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// No import cycles among the modules of app/, server/ and engine/ (ESLint's per-file view cannot see one).
// Only imports that run count: `import type` and dynamic import() (lazy by design) cannot deadlock a
// module's evaluation.

const root = fileURLToPath(new URL('..', import.meta.url));
const aliases: [string, string][] = [
  ['~/', 'app/'],
  ['@server/', 'server/'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let target: string;
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) target = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) target = path.join(path.dirname(from), specifier);
  else return undefined; // a package
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  return undefined;
}

/** Specifiers of the imports and re-exports that are evaluated, not those of types. */
export function runtimeImports(code: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(statement)) {
    if (match[2]) continue; // import type / export type
    const clause = match[3] ?? '';
    if (match[1] === 'export' && !clause) continue;
    // `import { type A, type B } from` is erased under verbatimModuleSyntax when every name is a type.
    const bindings = clause.replace(/\bfrom\s*$/, '').trim();
    const named = /^\{([^}]*)\}$/.exec(bindings)?.[1];
    if (named !== undefined && named.split(',').every((name) => /^\s*(type\s|$)/.test(name))) continue;
    found.push(match[4]!);
  }
  return found;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components: any component of two or more modules is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

it('finds a cycle when there is one (the check itself works)', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  expect(
    runtimeImports("import type { A } from './a';\nimport { type B } from './b';\nimport { c } from './c';"),
  ).toEqual(['./c']);
});

it('app/, server/ and engine/ have no import cycles', () => {
  const files = ['app', 'server', 'engine'].flatMap(sourceFiles);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(path.join(root, file), 'utf8');
    graph.set(
      file,
      runtimeImports(code)
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined),
    );
  }
  expect(graph.size).toBeGreaterThan(100);
  expect(findCycles(graph)).toEqual([]);
});
