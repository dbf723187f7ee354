import { Button } from '@shop/ui/Button';
import { notify } from '../../../shared/toasts';
import { productCopy } from '../../../copy/product';
import { ShareIcon } from '@shop/ui/Icon';
import * as styles from './ProductSummary.css';
import { shareLink } from './shareLink';

const copy = productCopy.share;

/** The page's address without query or fragment: the link people pass on. */
const pageUrl = () => `${window.location.origin}${window.location.pathname}`;

/** Shares the product through the device's share sheet, or copies its link and says so. An icon button beside the title. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const outcome = await shareLink({ title, url: pageUrl() });
    if (outcome === 'copied') notify.success(copy.copied);
    else if (outcome === 'failed') notify.error(copy.failed);
  };

  return (
    <Button variant="ghost" size="sm" className={styles.toolButton} aria-label={copy.label(title)} onPress={() => void share()}>
      <ShareIcon size="1.5rem" />
    </Button>
  );
}
