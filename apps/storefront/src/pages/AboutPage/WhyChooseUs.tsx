import { useId } from 'react';
import { aboutCopy } from '../../copy/about';
import { ReasonIcon } from './ReasonIcon';
import * as styles from './WhyChooseUs.css';

const copy = aboutCopy.whyChooseUs;

/** 'Why Choose Us ?': the product brief's three reasons (polycarbonate spikes, durability, monkey spikes) as cards. */
export function WhyChooseUs() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.lead}>{copy.intro}</p>
      </div>
      <ul className={styles.reasons} role="list">
        {copy.reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.icon}>
              <ReasonIcon name={reason.icon} />
            </span>
            <h3 className={styles.reasonTitle}>{reason.title}</h3>
            <p className={styles.reasonText}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
