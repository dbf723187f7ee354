import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { hindiUiWords } from '../words/hindi';
import { UiWordsProvider } from '../words/UiWords';

/** The language the page said it was in before a story changed it. */
const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;

export interface StoryLanguageProps {
  /** `hi`: the design system's Hindi, react-aria's `hi-IN` and `lang="hi-IN"`; anything else: the story as it is. */
  locale: string;
  children: ReactNode;
}

/**
 * Storybook's language toolbar (.storybook/preview.tsx): a story in English is left as it is, with no provider, as
 * an app in English renders it; in Hindi the design system's words come from its Hindi (UiWordsProvider), react-aria's
 * from its `hi-IN` strings (which the Storybook build adds, .storybook/main.ts), and the story says it is Hindi, for
 * screen readers and axe.
 */
export function StoryLanguage({ locale, children }: StoryLanguageProps) {
  const isHindi = locale === 'hi';
  // On <html> as well as around the story: a dialog or a toast renders outside the story's root, into <body>.
  useLayoutEffect(() => {
    document.documentElement.lang = isHindi ? 'hi-IN' : pageLanguage;
  }, [isHindi]);
  if (!isHindi) return children;
  return (
    <div lang="hi-IN" style={{ display: 'contents' }}>
      <I18nProvider locale="hi-IN">
        <UiWordsProvider words={hindiUiWords}>{children}</UiWordsProvider>
      </I18nProvider>
    </div>
  );
}
