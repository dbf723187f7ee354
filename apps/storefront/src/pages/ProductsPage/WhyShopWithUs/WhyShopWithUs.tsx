import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productsCopy } from '../../../copy/products';
import { PromiseIcon } from '../../../components/icons/PromiseIcon';
import * as styles from './WhyShopWithUs.css';

const copy = productsCopy.whyUs;

/**
 * The extra section under the grid when not searching (the product brief shows no
 * content for it): the shop's promises, each with a way to learn more where there is one.
 */
export function WhyShopWithUs() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.lead}>{copy.intro}</p>
      </div>
      <ul className={styles.points} role="list">
        {copy.points.map((point) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.icon}>
              <PromiseIcon name={point.icon} />
            </span>
            <div className={styles.pointText}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointBody}>{point.text}</p>
              {'link' in point && (
                <Link to={point.link.href} className={styles.link}>
                  {point.link.label}
                  <span aria-hidden="true"> →</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
