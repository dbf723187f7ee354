import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { whatWeDoCopy } from '../../../copy/homeWhatWeDo';
import { HomeSectionTitle } from './HomeSectionTitle';
import * as styles from './WhatWeDo.css';

const copy = whatWeDoCopy;

/** 'What we do?': the company in two paragraphs and four points, beside a picture of an installation. */
export function WhatWeDo() {
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId} display="grid" gap={{ mobile: '5', md: '8' }} minWidth="0">
      {/* A tinted band: the picture above the words on phones, beside them from 1024 px. */}
      <Box
        display="grid"
        gridTemplateColumns={{ lg: '2' }}
        alignItems={{ mobile: 'stretch', lg: 'center' }}
        overflow="hidden"
        background="brandSubtle"
        borderRadius="xl"
      >
        <img
          className={styles.image}
          src="/images/about/what-we-do.webp"
          alt={copy.imageAlt}
          width={960}
          height={640}
          loading="lazy"
          decoding="async"
        />
        <Box
          display="grid"
          justifyItems="start"
          gap="4"
          paddingY={{ mobile: '5', md: '10' }}
          paddingX={{ mobile: '5', md: '10', lg: '12' }}
        >
          <HomeSectionTitle id={headingId}>{copy.title}</HomeSectionTitle>
          {copy.paragraphs.map((paragraph) => (
            <Text key={paragraph} leading="body" tone="default">
              {paragraph}
            </Text>
          ))}
          {/* Two columns of short points where there is room. */}
          <Grid as="ul" role="list" columns={{ mobile: 1, sm: 2 }} gap="2" columnGap={{ sm: '6' }} width="full">
            {copy.points.map((point) => (
              <Box as="li" key={point} display="flex" alignItems="flex-start" gap="2" fontSize="sm" fontWeight="medium" color="default">
                <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="m5 10.5 3.2 3L15 6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {point}
              </Box>
            ))}
          </Grid>
          <LinkButton href="/about" variant="secondary" className={styles.cta}>
            {copy.learnMore}
          </LinkButton>
        </Box>
      </Box>
    </Container>
  );
}
