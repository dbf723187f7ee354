import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { memo, useId } from 'react';
import { checkoutCopy } from '../../copy/checkout';
import { BusinessBuyerFields, type BusinessBuyerFieldsProps } from '../../features/payments/BusinessBuyerFields';

/** Under the order updates, the checkout's section for a business buyer (whose last business order fills the fields). */
export const CheckoutBusiness = memo(function CheckoutBusiness(props: Required<BusinessBuyerFieldsProps>) {
  const titleId = useId();
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <SectionHeader title={checkoutCopy.business.title} titleId={titleId} />
      <BusinessBuyerFields {...props} />
    </Surface>
  );
});
