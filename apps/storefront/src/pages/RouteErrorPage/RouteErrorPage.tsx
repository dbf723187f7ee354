import { LinkButton } from '@shop/ui/LinkButton';
import { copy } from '../../copy';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
// Same layout as the not-found page: both are dead ends with one way out.
import * as styles from '../NotFoundPage/NotFoundPage.css';

/**
 * Shown inside the shell when a page fails to load or throws while rendering.
 * React Router has already logged the error; a full page load on the way home
 * picks up fresh code if a deploy caused it.
 */
export function RouteErrorPage() {
  return (
    <div className={cx(container, styles.page)} role="alert">
      <h1 className={styles.title}>{copy.routeError.title}</h1>
      <p className={styles.body}>{copy.routeError.body}</p>
      <LinkButton href="/" variant="primary" size="lg">
        {copy.notFound.goHome}
      </LinkButton>
    </div>
  );
}
