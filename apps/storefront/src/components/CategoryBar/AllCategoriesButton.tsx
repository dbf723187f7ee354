import { Button } from 'react-aria-components/Button';
import { shellCopy } from '../../copy/shell';
import { CategoriesIcon, ChevronDownIcon } from '@shop/ui/Icon';
import * as styles from './CategoryBar.css';

/** The 'All categories' button: the dropdown's trigger, or disabled while the dropdown is not ready. */
export function AllCategoriesButton({ isDisabled = false }: { isDisabled?: boolean }) {
  return (
    <Button className={styles.allCategories} isDisabled={isDisabled}>
      <CategoriesIcon className={styles.buttonIcon} />
      {shellCopy.categoryBar.allCategories}
      <ChevronDownIcon className={styles.buttonIcon} />
    </Button>
  );
}
