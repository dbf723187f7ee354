import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { offersCopy } from '../../copy/offers';
import * as styles from './OfferTerms.css';

const copy = offersCopy.terms;

/** 'Good to know': the honest small print of every offer, in plain words. */
export function OfferTerms() {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" paddingTop="6" borderTop="default">
      <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
        {copy.title}
      </Heading>
      <Box as="ul" display="grid" gap="2" lineHeight="body" color="default" className={styles.list}>
        {copy.items.map((item) => (
          <li key={item} className={styles.item}>
            {item}
          </li>
        ))}
        <li className={styles.item}>
          {copy.returns.before}
          <Link className={styles.link} to="/return-policy">
            {copy.returns.link}
          </Link>
          {copy.returns.after}
        </li>
      </Box>
    </Stack>
  );
}
