import { LinkButton } from '@shop/ui/LinkButton';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { shellCopy } from '../../copy/shell';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import * as styles from './NotFoundPage.css';

const copy = shellCopy.notFound;

/**
 * Any path the shop does not know: says so, kept out of search indexes, with one way out.
 * 'Go to Home' is a react-aria link, so the shell's RouterProvider takes it home without a reload.
 */
export function NotFoundPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  return (
    <div className={cx(container, styles.page)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.body}>{copy.body}</p>
      <LinkButton href="/" variant="primary" size="lg">
        {copy.goHome}
      </LinkButton>
    </div>
  );
}
