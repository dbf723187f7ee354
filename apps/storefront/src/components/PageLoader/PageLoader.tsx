import { Box } from '@shop/ui/Box';
import { Spinner } from '@shop/ui/Spinner';
import { copy } from '../../copy';
import * as styles from './PageLoader.css';

/** The loader shown in place of a page while its route loads. */
export function PageLoader({ label = copy.shell.loadingPage }: { label?: string }) {
  return (
    <Box display="grid" alignItems="center" justifyItems="center" paddingY="12" className={styles.pageLoader}>
      <Spinner label={label} size="lg" />
    </Box>
  );
}
