import { formatRupees } from '@shop/rules';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button } from '@shop/ui/Button';
import { PincodeBox, type PincodeStatus } from '@shop/ui/PincodeBox';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MapPinIcon } from '../../components/icons/shellIcons';
import { cartCopy } from '../../copy/cart';
import type { CartTotals } from '../../features/cart/cartTotals';
import * as styles from './CartPage.css';
import { usePincodeCheck } from './usePincodeCheck';

const copy = cartCopy.summary;

/**
 * The cart's side summary: 'Add more products', Subtotal, the pincode check, Shipping Fee, Total
 * Payable and Checkout. Checkout stays off, reading 'Enter Pincode first', until the pincode is
 * validated; with nothing to pay it raises the product brief's alert instead of leaving.
 */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { check, areaOf } = usePincodeCheck();
  const [pincode, setPincode] = useState<{ status: PincodeStatus; value: string }>({ status: 'idle', value: '' });
  const [isNothingToPay, setNothingToPay] = useState(false);
  const isValid = pincode.status === 'valid';
  const area = isValid ? areaOf(pincode.value) : undefined;

  const checkout = () => {
    if (totals.total <= 0) setNothingToPay(true);
    else void navigate('/checkout');
  };

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <div className={styles.summaryHeader}>
        <h2 id={titleId} className={styles.summaryTitle}>
          {copy.title}
        </h2>
        <Link to="/products" className={styles.addMore}>
          {copy.addMore}
        </Link>
      </div>
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>{copy.subtotal}</dt>
          <dd>{formatRupees(totals.subtotal)}</dd>
        </div>
      </dl>
      <div className={styles.pincode}>
        <PincodeBox
          label={cartCopy.pincode.label}
          description={cartCopy.pincode.hint}
          checkLabel={cartCopy.pincode.check}
          checkingLabel={cartCopy.pincode.checking}
          validMessage={cartCopy.pincode.valid}
          invalidMessage={cartCopy.pincode.invalid}
          failedMessage={cartCopy.pincode.failed}
          onCheck={check}
          onStatusChange={(status, value) => setPincode({ status, value })}
        />
        {area && (
          <p className={styles.area}>
            <MapPinIcon />
            {cartCopy.pincode.deliversTo(area.district, area.state)}
          </p>
        )}
      </div>
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>{copy.shippingFee}</dt>
          <dd>{formatRupees(totals.shipping)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{copy.totalPayable}</dt>
          <dd>{formatRupees(totals.total)}</dd>
        </div>
      </dl>
      <Button size="lg" isFullWidth isDisabled={!isValid} onPress={checkout}>
        {isValid ? copy.checkout : copy.enterPincodeFirst}
      </Button>
      <AlertDialog
        isOpen={isNothingToPay}
        onOpenChange={setNothingToPay}
        title={cartCopy.nothingToPay.title}
        cancelLabel={cartCopy.nothingToPay.ok}
        confirmLabel={cartCopy.browse}
        onConfirm={() => void navigate('/products')}
      >
        {cartCopy.nothingToPay.message}
      </AlertDialog>
    </section>
  );
}
