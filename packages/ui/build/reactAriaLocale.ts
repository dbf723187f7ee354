import type { Plugin } from 'vite';

/** A module of react-aria's own strings, all languages of one of its packages, and that package's name. */
const STRINGS_MODULE = /[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/]private[\\/](?:([\w-]+)[\\/])?intlStrings\.mjs$/;

/** The file of `directory` with a package's strings: `searchfield` (react-aria's), `react-aria-components`, `stately-color`. */
function fileOf(library: string, folder: string | undefined): string {
  if (library === 'react-aria-components') return library;
  return library === 'react-aria' ? `${folder}` : `stately-${folder}`;
}

/**
 * Adds a language react-aria does not ship (Hindi, `hi-IN`) to its own strings: the "Clear search" of a search field,
 * a number field's "Increase …", a calendar's "Next". In each of react-aria's modules of strings (one per package,
 * every language in it) the build adds `locale`, taken from `directory/<package>.ts` (`searchfield.ts` for
 * `@react-aria/searchfield`, `react-aria-components.ts`) over the English, so a word left out stays English rather than failing.
 *
 * Why at build time: react-aria's supported way for a locale it lacks, `LocalizedStringProvider`
 * (react-aria-components/i18n), writes the strings into the page as a script for the browser, and the server renders
 * with react-aria's own strings only (it reads that script's global in a browser alone), so the server's Hindi page
 * would say "Clear search" and hydration would disagree. Built into both bundles, the server and the browser read the
 * same words, with no inline script for the page's CSP to allow. A build without this plugin (English) carries none.
 *
 * `directory` is an absolute path; its file names must not look like a locale (`hi-IN`), or
 * `@react-aria/optimize-locales-plugin` would empty them as one of the languages it removes.
 */
export function reactAriaLocale({ locale, directory }: { locale: string; directory: string }): Plugin {
  return {
    name: 'shop-react-aria-locale',
    async transform(code, id) {
      const match = STRINGS_MODULE.exec(id);
      if (!match) return null;
      const strings = await this.resolve(`${directory}/${fileOf(match[1]!, match[2])}.ts`);
      if (!strings) return null;
      const exported = /export\s*\{\s*([\w$]+)\s+as\s+default\s*\}/.exec(code)?.[1];
      if (!exported) this.error(`react-aria's strings module ${id} no longer ends as this plugin expects`);
      return {
        code: `import $shopLocaleStrings from ${JSON.stringify(strings.id)};\n${code}\n${exported}[${JSON.stringify(locale)}] = { ...${exported}['en-US'], ...$shopLocaleStrings };\n`,
        map: null,
      };
    },
  };
}
