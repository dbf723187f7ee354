import { Spinner } from '@shop/ui/Spinner';
import { copy } from '../../copy';
import * as styles from './PageLoader.css';

/** The loader shown in place of a page while its route loads. */
export function PageLoader({ label = copy.shell.loadingPage }: { label?: string }) {
  return (
    <div className={styles.pageLoader}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
