import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { contactCopy } from '../../copy/contact';
import { timings } from '../../shared/timings';
import { ContactForm } from './ContactForm';
import { ContactMap } from './ContactMap';
import * as styles from './ContactPage.css';
import { ReachUs } from './ReachUs';
import { usePageSpinnerDone } from '../../shared/servedPage';

/**
 * /contact: after the product brief's 2 second spinner, the form 'Leave your Message Here !!' and,
 * beside it on wide screens (below on phones), 'Reach Us !', then the map across the page. The
 * title shows from the start, so the shell can focus and announce it while the spinner turns.
 */
export function ContactPage() {
  const isReady = usePageSpinnerDone(timings.contactSpinnerMs);

  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <PageHeader as="header" title={contactCopy.title} intro={contactCopy.intro} />
      {isReady ? (
        <Box display="grid" gap={{ mobile: '6', lg: '8' }} className={styles.layout}>
          <ContactForm />
          <ReachUs />
          <ContactMap className={styles.map} />
        </Box>
      ) : (
        <Box display="grid" alignItems="center" justifyItems="center" className={styles.loading}>
          <Spinner label={contactCopy.loading} size="lg" />
        </Box>
      )}
    </Container>
  );
}
