#!/usr/bin/env node
/**
 * Prints how the API's top-level folders (and files) import each other: the pairs that import each other, the
 * largest loop, and the imports that reach past a folder's entry file (`index.ts`) into its insides. Type-only
 * imports count too: a folder that needs another's types depends on it all the same.
 *
 *   node scripts/module-graph.mjs [source folder, default apps/api/src] [--edges]
 *
 * `--edges` also lists every folder-to-folder edge with its number of imports. Exits 0: it describes, the lint
 * rule enforces.
 */
import path from 'node:path';
import { parseDependencyTree } from 'dpdm';

const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith('--')) ?? 'apps/api/src';
const showEdges = args.includes('--edges');

const tree = await parseDependencyTree(`${root}/**/*.ts`, {
  tsconfig: path.join(path.dirname(root), 'tsconfig.json'),
  transform: false,
  skipDynamicImports: false,
});

/** The top-level entry a source file belongs to: its folder below the root, or the file itself. */
const entryOf = (file) => path.relative(root, file).split(path.sep)[0].replace(/\.ts$/, '');
const insideRoot = (file) => file !== null && !path.relative(root, file).startsWith('..') && !path.isAbsolute(path.relative(root, file));

const edges = new Map(); // "from\u0000to" -> count
let pastEntryFile = 0;
for (const [file, dependencies] of Object.entries(tree)) {
  if (!insideRoot(file)) continue;
  const from = entryOf(file);
  for (const { id } of dependencies ?? []) {
    if (!id || !insideRoot(id)) continue;
    const to = entryOf(id);
    if (to === from) continue;
    const key = `${from}\u0000${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
    const inFolder = path.relative(root, id).includes(path.sep);
    if (inFolder && path.basename(id) !== 'index.ts') pastEntryFile += 1;
  }
}

const entries = [...new Set(Object.keys(tree).filter(insideRoot).map(entryOf))].sort();
const targets = new Map(entries.map((entry) => [entry, new Set()]));
for (const key of edges.keys()) {
  const [from, to] = key.split('\u0000');
  targets.get(from).add(to);
}

const mutual = [];
for (const key of edges.keys()) {
  const [from, to] = key.split('\u0000');
  if (from < to && edges.has(`${to}\u0000${from}`)) mutual.push([from, to]);
}

// Tarjan's strongly connected components: a component of more than one entry is a loop.
const loops = [];
{
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (entry) => {
    index.set(entry, next);
    low.set(entry, next);
    next += 1;
    stack.push(entry);
    onStack.add(entry);
    for (const to of targets.get(entry)) {
      if (!index.has(to)) {
        visit(to);
        low.set(entry, Math.min(low.get(entry), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(entry, Math.min(low.get(entry), index.get(to)));
      }
    }
    if (low.get(entry) === index.get(entry)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== entry);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const entry of entries) if (!index.has(entry)) visit(entry);
}
loops.sort((a, b) => b.length - a.length);

console.log(`${root}: ${entries.length} top-level entries, ${edges.size} edges between them`);
console.log(`pairs that import each other: ${mutual.length}`);
for (const [a, b] of mutual) console.log(`  ${a} ⇄ ${b} (${edges.get(`${a}\u0000${b}`)} / ${edges.get(`${b}\u0000${a}`)} imports)`);
console.log(`loops: ${loops.length}${loops.length > 0 ? `, the largest of ${loops[0].length} entries` : ''}`);
for (const loop of loops) console.log(`  ${loop.join(' · ')}`);
console.log(`imports reaching past a folder's entry file: ${pastEntryFile}`);
if (showEdges) {
  console.log('edges (imports):');
  for (const [key, count] of [...edges].sort()) console.log(`  ${key.replace('\u0000', ' → ')} (${count})`);
}
