import type { ElementType, MouseEventHandler, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Prose.css';

interface ProseBaseProps {
  /** `article` (default): the blog's reading type, 18 px from 768 px. `document`: legal pages, 16 px throughout. */
  variant?: 'article' | 'document';
  /** `div` (default), `article` or `section`. */
  as?: ElementType;
  /** For delegated clicks on links inside HTML (routing them in the app). */
  onClick?: MouseEventHandler<HTMLElement>;
  className?: string;
  id?: string;
  /** The text's language where it is not the page's (an untranslated English text on a Hindi page). */
  lang?: string | undefined;
}

export type ProseProps = ProseBaseProps &
  (
    | { children: ReactNode; sanitizedHtml?: never }
    | {
        /** HTML from the CMS that has ALREADY been through the app's sanitiser; Prose does not clean it. */
        sanitizedHtml: string;
        children?: never;
      }
  );

/**
 * Styles rich text whose elements carry no classes: headings, paragraphs,
 * lists, links (with the focus ring), tables, blockquotes and images. Give it
 * React children, or HTML that the app has already sanitised.
 */
export function Prose({ variant = 'article', as: Element = 'div', className, sanitizedHtml, children, ...props }: ProseProps) {
  const classes = cx(styles.prose, styles.variant[variant], className);
  if (sanitizedHtml !== undefined) {
    return <Element className={classes} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} {...props} />;
  }
  return (
    <Element className={classes} {...props}>
      {children}
    </Element>
  );
}
