import { categoryPath } from '@shop/rules';
import { LinkButton } from '@shop/ui/LinkButton';
import { useId } from 'react';
import { homeCopy } from '../../../copy/home';
import { cx } from '../../../styles/cx';
import { container } from '../../../styles/layout.css';
import * as sectionStyles from './HomeSection.css';
import * as styles from './ShopByCategory.css';
import { SectionHeader } from './SectionHeader';

const copy = homeCopy.categories;

/**
 * 'Shop by Category': three cards, each with a picture, a line on what it holds and 'Shop Now' to its
 * own category's page (the product brief's 'Defects not reproduced': not all three to `/category/1`).
 */
export function ShopByCategory() {
  const headingId = useId();
  return (
    <section className={cx(container, sectionStyles.section)} aria-labelledby={headingId}>
      <SectionHeader headingId={headingId} title={copy.title} intro={copy.intro} />
      <ul className={styles.grid} role="list">
        {copy.items.map((category) => (
          <li key={category.name} className={styles.card}>
            <div className={styles.media}>
              {/* The artwork repeats the card's title, so it is decorative here (and cropped above that line). */}
              <img className={styles.image} src={category.image} alt="" width={600} height={600} loading="lazy" decoding="async" />
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>{category.name}</h3>
              <p className={styles.text}>{category.text}</p>
              <LinkButton href={categoryPath(category.category)} variant="primary" className={styles.cta}>
                {copy.shopNow}
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
