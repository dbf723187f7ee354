import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The source of the workspace's own packages and apps: a library in node_modules is never replaced. */
const OWN_SOURCE = /[\\/](apps|packages)[\\/][^\\/]+[\\/]src[\\/]/;

/**
 * Builds the storefront in a second language by module, not by lookup at run time: in the build of `language`
 * (`vite build --mode hi`), every module of our own source that has a sibling named for it (`copy/cart.ts` →
 * `copy/cart.hi.ts`) is replaced by that sibling wherever it is imported. The sibling exports what the English module
 * does, in the other language (its type is checked against the English one: copy/words.ts), so each page's chunk
 * carries its own words only, in one language, and nothing formats a message at run time (decision 063).
 *
 * A sibling may import its English module (for the words both languages share): imports made from a sibling are left
 * as they are.
 */
export function localeModules(language: string | undefined): Plugin {
  const suffix = `.${language}`;
  const sibling = (id: string) => id.replace(/\.(tsx?)$/, `${suffix}.$1`);
  return {
    name: 'shop-locale-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === undefined || importer === undefined || !OWN_SOURCE.test(importer) || importer.includes(`${suffix}.ts`)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !OWN_SOURCE.test(resolved.id) || !/\.tsx?$/.test(resolved.id)) return resolved;
      const translated = sibling(resolved.id);
      return translated !== resolved.id && existsSync(translated) ? { ...resolved, id: translated } : resolved;
    },
  };
}
