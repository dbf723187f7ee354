import { Link } from 'react-router-dom';
import { productCopy } from '../../../copy/product';
import { assuranceIcons } from '../productIcons';
import * as styles from './ProductSummary.css';

const copy = productCopy.assurances;

/** Free shipping above ₹999, 7-day returns, secure payments: the shop's promises, in brief. */
export function Assurances() {
  return (
    <ul className={styles.assurances} aria-label={copy.label} role="list">
      {copy.items.map((item) => {
        const Icon = assuranceIcons[item.icon];
        return (
          <li key={item.text} className={styles.assurance}>
            <Icon className={styles.assuranceIcon} />
            <span>
              {item.text}
              {'link' in item && (
                <>
                  {' · '}
                  <Link to={item.link.href} className={styles.assuranceLink}>
                    {item.link.label}
                  </Link>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
