import { useId } from 'react';
import { Link } from 'react-router-dom';
import { legalCopy } from '../../copy/legal';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { LegalBlocks } from './LegalBlocks';
import { LegalRichText } from './LegalRichText';
import type { LegalDocument } from '../../copy/legalDocument';
import * as styles from './LegalPage.css';

/** The h1's anchor, for 'Back to top'. */
const TITLE_ID = 'legal-title';

/** The three legal pages, for the 'Other policies' links at the foot of each. */
const policies = [
  { href: '/privacy-policy', title: legalCopy.privacy.title },
  { href: '/terms', title: legalCopy.terms.title },
  { href: '/return-policy', title: legalCopy.returns.title },
] as const;

export interface LegalPageProps {
  document: LegalDocument;
  /** This page's path, left out of 'Other policies'. */
  path: (typeof policies)[number]['href'];
}

/**
 * The layout the legal pages share: the title, 'Last updated', a table of contents linking to
 * each section (beside the text from 1024 px, where it stays in view), the sections at a reading
 * width, and the way to the other policies and to us.
 */
export function LegalPage({ document, path }: LegalPageProps) {
  const tocId = useId();
  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 id={TITLE_ID} className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>
          {legalCopy.lastUpdated} <time dateTime={document.lastUpdated}>{formatLongUsDate(document.lastUpdated)}</time>
        </p>
        {document.intro.map((paragraph, index) => (
          <p key={index} className={styles.intro}>
            <LegalRichText text={paragraph} />
          </p>
        ))}
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={tocId}>
          <h2 id={tocId} className={styles.tocTitle}>
            {legalCopy.contents}
          </h2>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.title}</h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}

          <footer className={styles.footer}>
            <nav aria-label={legalCopy.otherPolicies} className={styles.related}>
              <h2 className={styles.relatedTitle}>{legalCopy.otherPolicies}</h2>
              <ul className={styles.relatedList}>
                {policies
                  .filter((policy) => policy.href !== path)
                  .map((policy) => (
                    <li key={policy.href}>
                      <Link className={styles.link} to={policy.href}>
                        {policy.title}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
            <div className={styles.related}>
              <h2 className={styles.relatedTitle}>{legalCopy.questions}</h2>
              <p>
                {legalCopy.questionsBody}{' '}
                <Link className={styles.link} to="/contact">
                  {legalCopy.contactUs}
                </Link>
              </p>
            </div>
            <a className={styles.backToTop} href={`#${TITLE_ID}`}>
              {legalCopy.backToTop}
            </a>
          </footer>
        </div>
      </div>
    </div>
  );
}
