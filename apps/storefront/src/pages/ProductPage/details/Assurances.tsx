import { Box } from '@shop/ui/Box';
import { promiseIcons } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { sprinkles } from '@shop/ui/sprinkles';
import { Link } from 'react-router-dom';
import { productCopy } from '../../../copy/product';
import { useFreeShippingPromise } from '../../../features/shipping/shippingRule';
import * as styles from './ProductSummary.css';

const copy = productCopy.assurances;

/** The shop's shipping promise (from its rule), 7-day returns, secure payments: the shop's promises, in brief. */
export function Assurances() {
  const shipping = useFreeShippingPromise() ?? copy.deliveredAcrossIndia;
  const items = [{ icon: 'truck' as const, text: shipping }, ...copy.items];
  return (
    <Box
      as="ul"
      display="grid"
      gap="2"
      padding="4"
      background="subtle"
      borderRadius="lg"
      fontSize="sm"
      color="default"
      aria-label={copy.label}
      role="list"
    >
      {items.map((item) => {
        const Icon = promiseIcons[item.icon];
        return (
          <Inline as="li" key={item.text} gap="3" wrap={false}>
            <Icon className={sprinkles({ color: 'brand' })} />
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
          </Inline>
        );
      })}
    </Box>
  );
}
