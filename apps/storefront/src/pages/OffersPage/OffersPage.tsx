import { useGetLegalPageQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { PageHeader } from '@shop/ui/PageHeader';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { offersCopy } from '../../copy/offers';
import { FlashSale } from './FlashSale';
import { LiveSales } from './LiveSales';
import { OffersText } from './OffersText';

/** A back-office edit shows within seconds: a visit re-reads text older than this. */
const FRESH_SECONDS = 10;

/**
 * /offers, 'Offers & Promotions': the sales live now with their products (only while there are), the
 * shop's words about its current offers and their terms (a policy page kept in the back-office), the
 * flash sale's most discounted products, and a way to ask us.
 */
export function OffersPage() {
  const helpId = useId();
  const text = useGetLegalPageQuery({ slug: 'offers' }, { refetchOnMountOrArgChange: FRESH_SECONDS });
  return (
    <Container display="grid" gap={{ mobile: '8', md: '10' }} paddingY={{ mobile: '6', md: '10' }}>
      <PageHeader as="header" title={text.currentData?.title ?? offersCopy.title} />
      <LiveSales />
      <OffersText page={text.currentData} isError={text.isError} error={text.error} isRetrying={text.isFetching} onRetry={() => void text.refetch()} />
      <FlashSale />
      {/* A brand band: the question and its answer on the left, the button on the right from 768 px. */}
      <Box
        as="section"
        aria-labelledby={helpId}
        display="grid"
        gridTemplateColumns={{ md: 'main-auto' }}
        alignItems={{ mobile: 'stretch', md: 'center' }}
        justifyItems="start"
        gap={{ mobile: '4', md: '8' }}
        padding={{ mobile: '5', md: '8' }}
        borderRadius="xl"
        background="brandSubtle"
      >
        <Stack gap="1">
          <Heading level={2} id={helpId} size="lg">
            {offersCopy.help.title}
          </Heading>
          <Text tone="muted" leading="body" measure="intro">
            {offersCopy.help.text}
          </Text>
        </Stack>
        <LinkButton href="/contact">{offersCopy.help.action}</LinkButton>
      </Box>
    </Container>
  );
}
