import { Container } from '@shop/ui/Container';
import { LinkButton } from '@shop/ui/LinkButton';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { FaqAccordion } from '../../../components/FaqAccordion';
import { homeCopy } from '../../../copy/home';
import { useSiteFaq } from '../../../features/site/siteFaq';
import { HomeSectionTitle } from './HomeSectionTitle';

const copy = homeCopy.faq;

/**
 * 'Frequently Asked Questions': the (up to) five staff mark, one open at a time. They are entries
 * of /faqs too, which this section links to for the rest.
 */
export function HomeFaq() {
  const headingId = useId();
  const { home } = useSiteFaq();
  return (
    // The title and its link above the questions on phones, in a column beside them from 1024 px.
    <Container
      as="section"
      aria-labelledby={headingId}
      display="grid"
      gridTemplateColumns={{ lg: 'wide-nav-main' }}
      alignItems="flex-start"
      gap={{ mobile: '5', md: '8', lg: '12' }}
    >
      <Stack gap="3" align="left">
        <HomeSectionTitle id={headingId}>{copy.title}</HomeSectionTitle>
        <Text leading="body" tone="muted">
          {copy.intro}
        </Text>
        <LinkButton href="/faqs" variant="secondary">
          {copy.viewAll}
        </LinkButton>
      </Stack>
      <FaqAccordion entries={home} headingLevel={3} />
    </Container>
  );
}
