import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { mailtoHref } from '../../copy/contact-details';
import type { RichText } from '../../copy/legalDocument';
import * as styles from './LegalPage.css';

/** A paragraph's or list item's words: text, e-mail addresses (mailto links) and links to our pages. */
export function LegalRichText({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => (
    <Fragment key={index}>
      {typeof part === 'string' ? (
        part
      ) : 'email' in part ? (
        <a className={styles.link} href={mailtoHref(part.email)}>
          {part.email}
        </a>
      ) : (
        <Link className={styles.link} to={part.href}>
          {part.text}
        </Link>
      )}
    </Fragment>
  ));
}
