import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@shop/ui/cx';
import * as styles from './FaqAccordion.css';
import type { FaqRichText as RichText } from '../../copy/faqEntry';
import { mailtoHref } from '../../features/site/siteContact';

/** A paragraph's or list item's words: text, e-mail addresses, phone numbers and links to our pages. */
export function FaqRichText({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    let content;
    if (typeof part === 'string') content = part;
    else if ('email' in part)
      content = (
        <a className={styles.link} href={mailtoHref(part.email)}>
          {part.email}
        </a>
      );
    else if ('phone' in part)
      content = (
        <a className={cx(styles.link, styles.phone)} href={`tel:${part.phone.e164}`}>
          {part.phone.display}
        </a>
      );
    else
      content = (
        <Link className={styles.link} to={part.href}>
          {part.text}
        </Link>
      );
    return <Fragment key={index}>{content}</Fragment>;
  });
}
