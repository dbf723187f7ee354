import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { promiseIcons } from '@shop/ui/Icon';
import { Text } from '@shop/ui/Text';
import { Link } from 'react-router-dom';
import { offersCopy } from '../../copy/offers';
import * as styles from './OfferHighlights.css';

const copy = offersCopy.highlights;

/** The three standing offers the announcement bar advertises, each with where to read more. */
export function OfferHighlights() {
  return (
    <Grid as="ul" aria-label={copy.label} role="list" columns={{ mobile: 1, md: 3 }} gap={{ mobile: '4', md: '5' }}>
      {copy.items.map((offer) => {
        const OfferIcon = promiseIcons[offer.icon];
        return (
        <Box
          as="li"
          key={offer.title}
          display="grid"
          justifyItems="start"
          gap="2"
          padding={{ mobile: '5', md: '6' }}
          borderRadius="lg"
          background="surface"
          boxShadow="sm"
          className={styles.card}
        >
          <span className={styles.icon}>
            <OfferIcon size="1.5rem" />
          </span>
          <Box as="h2" fontSize="lg" fontWeight="bold" lineHeight="snug" color="default">
            {offer.title}
          </Box>
          <Text size="sm" leading="body" tone="muted">
            {offer.text}
          </Text>
          {/* An in-page anchor is a plain link; the others go through the router. */}
          {offer.link.href.startsWith('#') ? (
            <a className={styles.link} href={offer.link.href}>
              {offer.link.label}
              <span aria-hidden="true">↓</span>
            </a>
          ) : (
            <Link className={styles.link} to={offer.link.href}>
              {offer.link.label}
              <span aria-hidden="true">→</span>
            </Link>
          )}
        </Box>
        );
      })}
    </Grid>
  );
}
