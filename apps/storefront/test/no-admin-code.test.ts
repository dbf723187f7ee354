import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's bundle never contains back-office code: staff screens and the /api/admin client are
 * no shopper's download, and their names would map the back-office for anyone reading the bundle. Checked on the import graph, not
 * on a build: it runs in the unit-test stage in about a second, before anything is built, and it
 * names the import that brought admin code in. Every module the storefront can load is followed from
 * its entry (static and dynamic imports, through the workspace packages, with the bundler's
 * resolution), and none may be part of the back-office or mention its API.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
};

/**
 * What a module imports at run time: static imports and re-exports (not `import type`, which the
 * build erases: the contract's generated types describe every path, admin ones included), side-effect
 * imports, `import('…')` calls, and the files `import.meta.glob(…)` names (the router's lazy pages).
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const typeOnly = (elements: readonly { isTypeOnly: boolean }[] | undefined) => elements !== undefined && elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const erased = clause !== undefined && (clause.isTypeOnly || (!clause.name && bindings !== undefined && ts.isNamedImports(bindings) && typeOnly(bindings.elements)));
      if (!erased) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const erased = node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && typeOnly(clause.elements));
      if (!erased) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    } else if (ts.isCallExpression(node) && node.expression.getText(source) === 'import.meta.glob' && node.arguments[0]) {
      const argument = node.arguments[0];
      const patterns = ts.isArrayLiteralExpression(argument) ? argument.elements : [argument];
      specifiers.push(...globbed(file, patterns.flatMap((pattern) => (ts.isStringLiteral(pattern) ? [pattern.text] : []))));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * The files Vite's `import.meta.glob` would give for `patterns` (relative to `file`, `*` within one folder, `!` to
 * leave out), as `./`-relative specifiers: the forms the router uses, not the whole glob syntax.
 */
function globbed(file: string, patterns: string[]): string[] {
  const here = path.dirname(file);
  const matcher = (pattern: string) =>
    new RegExp(`^${path.resolve(here, pattern).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
  const include = patterns.filter((pattern) => !pattern.startsWith('!')).map(matcher);
  const exclude = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => matcher(pattern.slice(1)));
  const roots = new Set(patterns.filter((pattern) => !pattern.startsWith('!')).map((pattern) => path.resolve(here, pattern.split('*')[0]!)));
  const files = [...roots].flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => path.join(root, name)));
  return [...new Set(files)]
    .filter((candidate) => include.some((pattern) => pattern.test(candidate)) && !exclude.some((pattern) => pattern.test(candidate)))
    .map((candidate) => `./${path.relative(here, candidate)}`);
}

/** Every source file of the workspace reachable from `entry` at run time, with the file that imported it first. */
function reachableFiles(entry: string): Map<string, string | null> {
  const importedBy = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const fileName of runtimeImports(file)) {
      const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule;
      // Third-party packages are not ours to check. The workspace's own packages resolve (through their
      // node_modules links) to their sources in packages/, which are.
      if (!resolved || resolved.resolvedFileName.includes(`${path.sep}node_modules${path.sep}`)) continue;
      if (!/\.(tsx?|jsx?|mjs|cjs)$/.test(resolved.resolvedFileName)) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return importedBy;
}

const ADMIN_SOURCES = [
  path.join(repoRoot, 'apps/admin/'),
  path.join(repoRoot, 'packages/api-client/src/admin/'),
  // Staff write with it; the storefront only shows the stored HTML (with Prose), so TipTap never ships there.
  path.join(repoRoot, 'packages/ui/src/components/RichTextEditor/'),
];

/** The back-office modules among `files`, and the modules that mention the admin API, with who imported each. */
function adminCodeIn(files: Map<string, string | null>): string[] {
  return [...files]
    .filter(([file]) => ADMIN_SOURCES.some((folder) => file.startsWith(folder)) || readFileSync(file, 'utf8').includes('/api/admin'))
    .map(([file, by]) => `${path.relative(repoRoot, file)} (imported by ${by ? path.relative(repoRoot, by) : 'the entry'})`);
}

describe("the storefront's bundle", () => {
  const storefront = reachableFiles(path.join(repoRoot, 'apps/storefront/src/main.tsx'));

  it('follows the whole storefront: its pages, the design system and the shop client', () => {
    const relative = [...storefront.keys()].map((file) => path.relative(repoRoot, file));
    // Lazy pages come through the router's glob, workspace packages through their exports.
    expect(relative).toContain('apps/storefront/src/pages/CartPage/CartPage.tsx');
    expect(relative).toContain('packages/ui/src/components/Button/Button.tsx');
    expect(relative).toContain('packages/api-client/src/generated/catalog.ts');
    expect(storefront.size).toBeGreaterThan(300);
  });

  it('contains no back-office module and no call to /api/admin', () => {
    expect(adminCodeIn(storefront)).toEqual([]);
  });

  it('would notice admin code: the same check finds it in the back-office', () => {
    const admin = reachableFiles(path.join(repoRoot, 'apps/admin/src/main.tsx'));
    expect(adminCodeIn(admin)).toContain('packages/api-client/src/admin/generated/adminApi.ts (imported by packages/api-client/src/admin/index.ts)');
    expect(adminCodeIn(admin)).toContain('packages/ui/src/components/RichTextEditor/RichTextEditor.tsx (imported by packages/ui/src/components/RichTextEditor/index.ts)');
  });
});
