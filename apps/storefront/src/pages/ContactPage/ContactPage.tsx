import { Spinner } from '@shop/ui/Spinner';
import { contactCopy } from '../../copy/contact';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { timings } from '../../shared/timings';
import { ContactForm } from './ContactForm';
import { ContactMap } from './ContactMap';
import * as styles from './ContactPage.css';
import { ReachUs } from './ReachUs';
import { useDelayElapsed } from '../../shared/hooks/useDelayElapsed';

/**
 * /contact: after the product brief's 2 second spinner, the form 'Leave your Message Here !!' and,
 * beside it on wide screens (below on phones), 'Reach Us !', then the map across the page. The
 * title shows from the start, so the shell can focus and announce it while the spinner turns.
 */
export function ContactPage() {
  const isReady = useDelayElapsed(timings.contactSpinnerMs);

  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{contactCopy.title}</h1>
        <p className={styles.intro}>{contactCopy.intro}</p>
      </header>
      {isReady ? (
        <div className={styles.layout}>
          <ContactForm />
          <ReachUs />
          <ContactMap className={styles.map} />
        </div>
      ) : (
        <div className={styles.loading}>
          <Spinner label={contactCopy.loading} size="lg" />
        </div>
      )}
    </div>
  );
}
