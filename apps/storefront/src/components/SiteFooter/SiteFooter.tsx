import { Link } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { FooterContact } from './FooterContact';
import { FooterProducts } from './FooterProducts';
import { FooterSocialLinks } from './FooterSocialLinks';
import { FooterUsefulLinks } from './FooterUsefulLinks';
import { ShieldLogo } from './ShieldLogo';
import * as styles from './SiteFooter.css';

const copy = shellCopy.footer;

/**
 * The foot of every page: the brand with its blurb and social links, 'Products' (three categories),
 * 'Useful links', the contact details, and the copyright line.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={cx(container, styles.grid)}>
        <div className={cx(styles.column, styles.wide)}>
          <Link to="/" className={styles.brand}>
            <ShieldLogo className={styles.brandMark} birdClassName={styles.brandBird} />
            {shellCopy.shopName}
          </Link>
          <p className={styles.blurb}>{copy.blurb}</p>
          <FooterSocialLinks />
        </div>
        <FooterProducts />
        <FooterUsefulLinks />
        <FooterContact className={cx(styles.column, styles.wide)} />
      </div>
      <div className={styles.bottom}>
        <p className={cx(container, styles.bottomInner)}>{copy.copyright}</p>
      </div>
    </footer>
  );
}
