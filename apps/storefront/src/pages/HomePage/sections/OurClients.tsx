import { Box } from '@shop/ui/Box';
import { Carousel } from '@shop/ui/Carousel';
import { Container } from '@shop/ui/Container';
import { useId } from 'react';
import { homeCopy } from '../../../copy/home';
import type { HomeClient } from '../../../features/site/siteHome';
import { timings } from '../../../shared/timings';
import { clientBreakpoints } from '../carouselBreakpoints';
import { useViewportBreakpoints } from '../useViewportBreakpoints';
import * as styles from './OurClients.css';
import { SectionHeader } from './SectionHeader';

const copy = homeCopy.clients;

/**
 * 'Our Clients': the logos staff keep, in a carousel that loops and plays by itself. Each logo's text
 * alternative is the client's name. The carousel is the landmark, named by the heading.
 */
export function OurClients({ clients }: { clients: readonly HomeClient[] }) {
  const headingId = useId();
  const breakpoints = useViewportBreakpoints(clientBreakpoints);
  if (clients.length === 0) return null;
  return (
    <Container as="section" display="grid" gap={{ mobile: '5', md: '8' }} minWidth="0">
      <SectionHeader headingId={headingId} title={copy.title} intro={copy.intro} />
      <Carousel
        aria-labelledby={headingId}
        breakpoints={breakpoints}
        loop
        autoplay={{ delay: timings.carouselAutoplayMs }}
        {...homeCopy.carousel}
      >
        {clients.map((client, index) => (
          // Every logo on the same white tile, so logos of different shapes line up as a row.
          <Box
            key={index}
            display="grid"
            alignItems="center"
            justifyItems="center"
            padding="4"
            background="surface"
            border="default"
            borderRadius="lg"
            className={styles.logo}
          >
            <img className={styles.logoImage} src={client.image} alt={client.name} width={240} height={120} loading="lazy" decoding="async" />
          </Box>
        ))}
      </Carousel>
    </Container>
  );
}
