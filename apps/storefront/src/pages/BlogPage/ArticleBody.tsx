import { useMemo } from 'react';
import { mediaUrl } from '../../shared/mediaUrl';
import { withoutFirstH1 } from '../../features/blog/blogHtml';
import { sanitizeBlogHtml } from '../../features/blog/sanitizeBlogHtml';
import * as styles from './ArticleBody.css';
import { useClientSideLinks } from './useClientSideLinks';

export interface ArticleBodyProps {
  /** The article's HTML as stored; its first h1 is shown as the page title, so it is left out here. */
  html: string;
}

/** The article's text, reduced to the allow-list and set in long-form reading type. */
export function ArticleBody({ html }: ArticleBodyProps) {
  const onClick = useClientSideLinks();
  const safeHtml = useMemo(
    () => sanitizeBlogHtml(withoutFirstH1(html), { resolveImageSrc: mediaUrl, eagerFirstImage: true, demoteH1: true }),
    [html],
  );
  return (
    // Not a control: the click handler only catches clicks on the links inside (see useClientSideLinks).
    <div className={styles.prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
