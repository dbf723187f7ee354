import { CheckCircleIcon } from '../../components/icons/accountIcons';
import { signupCopy } from '../../copy/signup';
import * as styles from './SignupPage.css';

/** The page's heading and the short case for an account, beside the card (above it on phones). */
export function SignupIntro() {
  return (
    <div className={styles.intro}>
      <h1 className={styles.title}>{signupCopy.title}</h1>
      <p className={styles.lead}>{signupCopy.intro}</p>
      <ul className={styles.benefits} aria-label={signupCopy.benefitsLabel}>
        {signupCopy.benefits.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <CheckCircleIcon className={styles.benefitIcon} />
            {benefit}
          </li>
        ))}
      </ul>
    </div>
  );
}
