import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { FaqAccordion, type FaqTopic } from '../../components/FaqAccordion';
import { faqCopy } from '../../copy/faq';
import { useSiteFaq } from '../../features/site/siteFaq';
import { FaqContact } from './FaqContact';
import * as styles from './FaqsPage.css';
import { FaqTopicNav } from './FaqTopicNav';
import { InLanguage } from '../../shared/textLanguage';

/**
 * /faqs: every question, grouped by topic, with links to the topics at the top (beside the
 * questions from 1024 px, where they stay in view) and a way to ask us at the end. Staff edit the
 * questions in the back-office; the home page shows the five they mark.
 */
export function FaqsPage() {
  const { topics } = useSiteFaq();
  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <Stack as="header" gap="3" paddingBottom="6" borderBottom="default">
        <Heading level={1} size={{ mobile: '2xl', md: '4xl' }}>
          {faqCopy.title}
        </Heading>
        <Text size={{ mobile: 'md', md: 'lg' }} leading="body" tone="muted" className={styles.intro}>
          {faqCopy.intro}
        </Text>
      </Stack>
      <Grid columns={{ mobile: 1, lg: 'nav-main' }} gap={{ mobile: '8', lg: '12' }} alignItems="flex-start">
        <FaqTopicNav topics={topics} />
        <Box display="grid" gap={{ mobile: '10', md: '12' }} minWidth="0" className={styles.body}>
          {topics.map((topic) => (
            <FaqTopicSection key={topic.id} topic={topic} />
          ))}
          <FaqContact />
        </Box>
      </Grid>
    </Container>
  );
}

/** One topic: its heading and its questions; several answers may be open at once, to compare them. */
function FaqTopicSection({ topic }: { topic: FaqTopic }) {
  const headingId = useId();
  return (
    <Box as="section" id={topic.id} aria-labelledby={headingId} display="grid" gap="3" className={styles.topic}>
      <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
        <InLanguage lang={topic.titleLang}>{topic.title}</InLanguage>
      </Heading>
      <FaqAccordion entries={topic.entries} headingLevel={3} allowsMultipleExpanded />
    </Box>
  );
}
