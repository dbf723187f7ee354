import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Text } from '@shop/ui/Text';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useId } from 'react';
import { aboutCopy } from '../../copy/about';
import * as styles from './KeyFacts.css';

const copy = aboutCopy.facts;

/**
 * Four facts at a glance. A description list, so each figure is read with what it means
 * (label first for screen readers; the figure is drawn above it).
 */
export function KeyFacts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHidden}>
        {copy.title}
      </h2>
      {/* Two by two on phones, one row of four from 1024 px. */}
      <Grid as="dl" columns={{ mobile: 2, lg: 4 }} gap={{ mobile: '3', md: '4', lg: '6' }}>
        {copy.items.map((fact) => (
          // The figure above its label, though the label comes first in the text.
          <Box
            key={fact.value}
            display="flex"
            flexDirection="column-reverse"
            justifyContent="flex-end"
            gap="1"
            padding={{ mobile: '4', md: '6' }}
            borderRadius="lg"
            background="surface"
            boxShadow="sm"
            className={styles.fact}
          >
            <Text as="dt" size="sm" leading="snug" tone="muted">
              {fact.label}
            </Text>
            <Text as="dd" size={{ mobile: 'xl', md: '3xl' }} weight="bold" leading="tight" tone="brand" tabularNums>
              {fact.value}
            </Text>
          </Box>
        ))}
      </Grid>
    </section>
  );
}
