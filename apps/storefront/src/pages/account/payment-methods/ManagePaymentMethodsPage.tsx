import { Grid } from '@shop/ui/Grid';
import { CardIcon, RefundIcon, ShieldCheckIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { Link } from 'react-router-dom';
import { accountCopy } from '../../../copy/account';
import { AccountPageFrame } from '../AccountPageFrame';
import { AccountPanelTitle } from '../AccountPanelTitle';
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
      <Grid columns={{ mobile: 1, lg: 3 }} gap={{ mobile: '4', lg: '5' }} alignItems="stretch">
        <Surface as="section" aria-labelledby="payments-how">
          <Inline gap="3" wrap={false}>
            <CardIcon className={styles.icon} />
            <AccountPanelTitle id="payments-how">{copy.howTitle}</AccountPanelTitle>
          </Inline>
          <Text tone="muted" leading="body">
            {copy.how}
          </Text>
          <ul className={styles.methods}>
            {copy.methods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </Surface>
        <Surface as="section" aria-labelledby="payments-stored">
          <Inline gap="3" wrap={false}>
            <ShieldCheckIcon className={styles.icon} />
            <AccountPanelTitle id="payments-stored">{copy.storedTitle}</AccountPanelTitle>
          </Inline>
          <Text tone="muted" leading="body">
            {copy.stored}
          </Text>
        </Surface>
        <Surface as="section" aria-labelledby="payments-refunds">
          <Inline gap="3" wrap={false}>
            <RefundIcon className={styles.icon} />
            <AccountPanelTitle id="payments-refunds">{copy.refundsTitle}</AccountPanelTitle>
          </Inline>
          <Text tone="muted" leading="body">
            {copy.refunds}
          </Text>
        </Surface>
      </Grid>
      <Inline as="nav" rowGap="2" columnGap="6" alignY="stretch" aria-label={copy.moreTitle}>
        <Link to="/privacy-policy" className={styles.link}>
          {copy.privacyLink}
        </Link>
        <Link to="/return-policy" className={styles.link}>
          {copy.returnsLink}
        </Link>
      </Inline>
    </AccountPageFrame>
  );
}
