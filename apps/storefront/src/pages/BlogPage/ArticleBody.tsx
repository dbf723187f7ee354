import { Prose } from '@shop/ui/Prose';
import { useMemo } from 'react';
import { mediaUrl } from '../../shared/mediaUrl';
import { articleBodyHtml } from '../../features/blog/blogHtml';
import { useClientSideLinks } from './useClientSideLinks';

export interface ArticleBodyProps {
  /**
   * The article's HTML as the API gives it: already reduced to the shop's allow-list when it was
   * stored. Its first h1 is shown as the page title, so it is left out here.
   */
  html: string;
  /** The article's language where it is not the page's (English, where staff have not translated it). */
  lang?: 'en' | undefined;
}

/** The article's text, set in long-form reading type. */
export function ArticleBody({ html, lang }: ArticleBodyProps) {
  const onClick = useClientSideLinks();
  const bodyHtml = useMemo(() => articleBodyHtml(html, { resolveImageSrc: mediaUrl }), [html]);
  // Not a control: the click handler only catches clicks on the links inside (see useClientSideLinks).
  return <Prose variant="article" sanitizedHtml={bodyHtml} onClick={onClick} lang={lang} />;
}
