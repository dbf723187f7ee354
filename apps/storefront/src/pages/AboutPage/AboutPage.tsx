import { Container } from '@shop/ui/Container';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { aboutCopy } from '../../copy/about';
import { timings } from '../../shared/timings';
import { AboutCallToAction } from './AboutCallToAction';
import * as styles from './AboutPage.css';
import { KeyFacts } from './KeyFacts';
import { usePageSpinnerDone } from '../../shared/servedPage';
import { WhoWeAre } from './WhoWeAre';
import { WhyChooseUs } from './WhyChooseUs';

/**
 * /about: 'Learn More About Us', after the product brief's 500 ms spinner: who we are, the
 * shop at a glance, why choose us, and where to go next. The shell moves focus to the h1 when
 * it appears after the spinner.
 */
export function AboutPage() {
  const isReady = usePageSpinnerDone(timings.aboutSpinnerMs);

  // The same loader, in the same place, as the route loader before it: one spinner to the eye.
  if (!isReady) return <PageLoader label={aboutCopy.loading} />;

  return (
    <Container display="grid" gap={{ mobile: '10', md: '16' }} paddingY={{ mobile: '6', md: '10' }}>
      <Stack as="header" gap="3" paddingBottom="6" borderBottom="default">
        <Heading level={1} size={{ mobile: '3xl', md: '4xl' }}>
          {aboutCopy.title}
        </Heading>
        <Text size={{ mobile: 'md', md: 'lg' }} leading="body" tone="muted" className={styles.intro}>
          {aboutCopy.intro}
        </Text>
      </Stack>
      <WhoWeAre />
      <KeyFacts />
      <WhyChooseUs />
      <AboutCallToAction />
    </Container>
  );
}
