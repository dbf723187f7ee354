import { Link } from 'react-router-dom';
import { CardIcon, RefundIcon, ShieldCheckIcon } from '../../../components/icons/accountIcons';
import { accountCopy } from '../../../copy/account';
import { AccountPageFrame } from '../AccountPageFrame';
import * as frame from '../AccountPageFrame.css';
import * as styles from './PaymentMethods.css';

const copy = accountCopy.paymentMethods;

/**
 * /account/manage-payment-methods (the product brief does not show it). The shop keeps no payment
 * method: every payment goes through Razorpay's window at checkout. The page says so plainly, what
 * Razorpay offers, where refunds go, and where the privacy policy explains the rest.
 */
export function ManagePaymentMethodsPage() {
  return (
    <AccountPageFrame title={copy.title} intro={copy.intro}>
      <div className={styles.sections}>
        <section className={frame.panel} aria-labelledby="payments-how">
          <div className={styles.sectionHeader}>
            <CardIcon className={styles.icon} />
            <h2 id="payments-how" className={frame.panelTitle}>
              {copy.howTitle}
            </h2>
          </div>
          <p className={frame.panelText}>{copy.how}</p>
          <ul className={styles.methods}>
            {copy.methods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </section>
        <section className={frame.panel} aria-labelledby="payments-stored">
          <div className={styles.sectionHeader}>
            <ShieldCheckIcon className={styles.icon} />
            <h2 id="payments-stored" className={frame.panelTitle}>
              {copy.storedTitle}
            </h2>
          </div>
          <p className={frame.panelText}>{copy.stored}</p>
        </section>
        <section className={frame.panel} aria-labelledby="payments-refunds">
          <div className={styles.sectionHeader}>
            <RefundIcon className={styles.icon} />
            <h2 id="payments-refunds" className={frame.panelTitle}>
              {copy.refundsTitle}
            </h2>
          </div>
          <p className={frame.panelText}>{copy.refunds}</p>
        </section>
      </div>
      <nav className={styles.more} aria-label={copy.moreTitle}>
        <Link to="/privacy-policy" className={styles.link}>
          {copy.privacyLink}
        </Link>
        <Link to="/return-policy" className={styles.link}>
          {copy.returnsLink}
        </Link>
      </nav>
    </AccountPageFrame>
  );
}
