import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { aboutCopy } from '../../copy/about';
import * as styles from './WhoWeAre.css';

const copy = aboutCopy.whoWeAre;

/**
 * 'Who we Are ?': the company text beside the workshop picture (above it on phones), and the
 * kinds of places the spikes protect.
 */
export function WhoWeAre() {
  const headingId = useId();
  const placesId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId} size={{ mobile: '2xl', md: '3xl' }} className={styles.title}>
        {copy.title}
      </Heading>
      {/* In view as the page opens on a desktop, so not lazy; its box is reserved by width and height. */}
      <img className={styles.image} src="/images/about/who-we-are.webp" alt={copy.imageAlt} width={960} height={640} decoding="async" />
      <Stack gap="4" className={styles.body}>
        {copy.paragraphs.map((paragraph) => (
          <Text key={paragraph} tone="default" className={styles.paragraph}>
            {paragraph}
          </Text>
        ))}
        <Heading level={3} id={placesId} size="xs" tone="muted" className={styles.placesTitle}>
          {copy.placesTitle}
        </Heading>
        <Inline as="ul" aria-labelledby={placesId} role="list" gap="2" alignY="stretch">
          {copy.places.map((place) => (
            <Box
              as="li"
              key={place}
              paddingY="1"
              paddingX="3"
              borderRadius="pill"
              border="success"
              background="brandSubtle"
              color="brand"
              fontSize="sm"
              fontWeight="medium"
            >
              {place}
            </Box>
          ))}
        </Inline>
      </Stack>
    </section>
  );
}
