import type { Plugin } from 'vite';

/** What the page says in each second language before its script runs: its language, and the notice without script. */
const PAGE_WORDS: Record<string, { htmlLang: string; noscript: string }> = {
  hi: { htmlLang: 'hi-IN', noscript: 'BirdShield India की दुकान देखने के लिए JavaScript चाहिए। कृपया इसे चालू करके पेज दोबारा खोलें।' },
};

/**
 * A second language's index.html: `<html lang>` and the no-script notice in that language, written to dist/hi/index.html
 * beside English's dist/index.html, which the API sends for the paths under /hi (decision 063).
 */
export function pageInLanguage(language: string): Plugin {
  const words = PAGE_WORDS[language];
  if (!words) throw new Error(`No page words for the language ${language} (build/pageInLanguage.ts)`);
  return {
    name: 'shop-page-in-language',
    apply: 'build',
    transformIndexHtml(html) {
      const translated = html
        .replace(/<html lang="[^"]*"/, `<html lang="${words.htmlLang}"`)
        .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${words.noscript}</noscript>`);
      if (!translated.includes(words.htmlLang) || !translated.includes(words.noscript)) throw new Error('index.html no longer has the <html lang> and <noscript> this plugin translates');
      return translated;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') this.error('The build has no index.html');
        delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: `${language}/index.html`, source: page.source });
      },
    },
  };
}
