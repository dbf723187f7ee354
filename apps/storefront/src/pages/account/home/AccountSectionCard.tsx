import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons/shellIcons';
import * as styles from './AccountHome.css';
import type { AccountSection } from './accountSections';

/**
 * One of the account home's cards. The title is the one link (its name is just the title), and
 * it is stretched over the whole card, so a tap anywhere on the card goes there.
 */
export function AccountSectionCard({ section: { title, description, href, Icon } }: { section: AccountSection }) {
  return (
    <article className={styles.card}>
      <span className={styles.cardIcon}>
        <Icon className={styles.cardIconGlyph} />
      </span>
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {title}
          </Link>
        </h2>
        <p className={styles.cardDescription}>{description}</p>
      </div>
      <ChevronRightIcon className={styles.cardChevron} />
    </article>
  );
}
