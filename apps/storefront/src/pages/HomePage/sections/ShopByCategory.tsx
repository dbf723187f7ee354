import { categoryPath } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { homeCopy } from '../../../copy/home';
import type { HomeCategoryCard } from '../../../features/site/siteHome';
import * as styles from './ShopByCategory.css';
import { SectionHeader } from './SectionHeader';
import { InLanguage, textLanguageOf } from '../../../shared/textLanguage';

const copy = homeCopy.categories;

/**
 * 'Shop by Category': the three cards staff keep, each with a picture, a line on what it holds and 'Shop
 * Now' to its own category's page (the product brief's 'Defects not reproduced': not all three to
 * `/category/1`; the server refuses two cards to one category).
 */
export function ShopByCategory({ cards }: { cards: readonly HomeCategoryCard[] }) {
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <Container as="section" aria-labelledby={headingId} display="grid" gap={{ mobile: '5', md: '8' }} minWidth="0">
      <SectionHeader headingId={headingId} title={copy.title} intro={copy.intro} />
      <Grid as="ul" role="list" columns={{ mobile: 1, md: 3 }} gap={{ mobile: '4', md: '6' }}>
        {cards.map((card, index) => (
          <Box
            as="li"
            key={index}
            display="grid"
            overflow="hidden"
            background="surface"
            border="default"
            borderRadius="lg"
            boxShadow="sm"
            className={styles.card}
          >
            {/* On phones a column as tall as the card, with the picture in its middle. */}
            <Box display="grid" alignItems="center" background="subtle">
              {/* The artwork repeats the card's title, so it is decorative here (and cropped above that line). */}
              <img className={styles.image} src={card.image} alt="" width={600} height={600} loading="lazy" decoding="async" />
            </Box>
            <Box display="grid" justifyItems="start" gap={{ mobile: '2', md: '3' }} padding={{ mobile: '4', md: '5' }} className={styles.body}>
              <Heading level={3} size={{ mobile: 'lg', md: 'xl' }}>
                <InLanguage lang={textLanguageOf(card, 'title')}>{card.title}</InLanguage>
              </Heading>
              <Text size={{ mobile: 'sm', md: 'md' }} leading="body" tone="muted">
                <InLanguage lang={textLanguageOf(card, 'text')}>{card.text}</InLanguage>
              </Text>
              <LinkButton href={categoryPath(card.category)} variant="primary" className={styles.cta}>
                {copy.shopNow}
              </LinkButton>
            </Box>
          </Box>
        ))}
      </Grid>
    </Container>
  );
}
