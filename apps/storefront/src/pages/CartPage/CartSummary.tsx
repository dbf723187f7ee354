import { formatRupees } from '@shop/rules';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { MapPinIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { PincodeBox, type PincodeStatus } from '@shop/ui/PincodeBox';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AmountList } from '@shop/ui/AmountList';
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
    <Surface as="section" aria-labelledby={titleId} className={styles.summary}>
      <Inline align="space-between" alignY="baseline" gap="2">
        <Heading level={2} size="xl" id={titleId}>
          {copy.title}
        </Heading>
        <Text as="span" size="sm" weight="semibold">
          <Link to="/products" className={styles.textLink}>
            {copy.addMore}
          </Link>
        </Text>
      </Inline>
      <AmountList rows={[{ label: copy.subtotal, amount: formatRupees(totals.subtotal) }]} />
      <Box display="grid" gap="2" paddingY="4" borderTop="default" borderBottom="default">
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
          <Inline as="p" gap="1.5" wrap={false} fontSize="sm" color="muted">
            <MapPinIcon />
            {cartCopy.pincode.deliversTo(area.district, area.state)}
          </Inline>
        )}
      </Box>
      <AmountList
        rows={[{ label: copy.shippingFee, amount: formatRupees(totals.shipping) }]}
        total={{ label: copy.totalPayable, amount: formatRupees(totals.total) }}
      />
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
    </Surface>
  );
}
