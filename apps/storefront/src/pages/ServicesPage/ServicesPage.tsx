import { useListServicesQuery, type Schema } from '@shop/api-client';
import { formatRupees } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId, type ReactNode } from 'react';
import { servicesCopy as copy } from '../../copy/services';
import { CrewCheck } from './CrewCheck';

type Service = Schema<'ShopService'>;
type Kind = Service['kind'];

/** The survey first: it is what a shopper unsure of what to buy starts with. */
const KINDS: readonly Kind[] = ['survey', 'installation'];

/**
 * /services: what the shop's own crews do and charge (the catalogue's active services, prices with GST, per unit), and
 * a PIN code check that says whether a crew goes there, leading on to booking a survey or asking for a quote with
 * fitting. Rendered on the server like the other public pages: the list is asked for without a PIN code, so every
 * visitor sees the same page; the check asks the API fresh in the browser.
 */
export function ServicesPage() {
  const query = useListServicesQuery({});
  const services = query.currentData?.services;
  let body: ReactNode;
  if (services) body = <ServiceList services={services} />;
  else if (query.isError) body = <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else body = <Spinner label={copy.loading} isLabelVisible size="lg" />;
  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <PageHeader as="header" title={copy.title} intro={copy.intro} />
      <Grid columns={{ mobile: 1, lg: 'main-aside' }} gap={{ mobile: '6', lg: '8' }} alignItems="flex-start">
        <Box display="grid" gap={{ mobile: '5', md: '6' }} minWidth="0">
          {body}
        </Box>
        <CrewCheck />
      </Grid>
    </Container>
  );
}

function ServiceList({ services }: { services: readonly Service[] }) {
  const groups = KINDS.map((kind) => ({ kind, services: services.filter((service) => service.kind === kind) })).filter((group) => group.services.length > 0);
  if (groups.length === 0) return <Text>{copy.none}</Text>;
  return (
    <>
      {groups.map((group) => (
        <KindSection key={group.kind} kind={group.kind} services={group.services} />
      ))}
      <Text size="sm" tone="muted">
        {copy.gstIncluded}
      </Text>
    </>
  );
}

/** One kind of service: what it is in a sentence, then each service with its price per unit. */
function KindSection({ kind, services }: { kind: Kind; services: readonly Service[] }) {
  const headingId = useId();
  const words = copy.kinds[kind];
  return (
    <Surface as="section" aria-labelledby={headingId} padding="lg">
      <Box display="grid" gap="2">
        <Heading level={2} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
          {words.title}
        </Heading>
        <Text tone="muted" leading="body">
          {words.about}
        </Text>
      </Box>
      <Box as="ul" role="list" display="grid">
        {services.map((service) => (
          // The price and its unit stay together at the row's end, so a long name wraps beside them, not under.
          <Box as="li" key={service.id} display="flex" justifyContent="space-between" alignItems="baseline" gap="4" paddingY="3" borderTop="default">
            <Text weight="semibold">{service.name}</Text>
            <Box display="grid" justifyItems="end" textAlign="right" flexShrink={0}>
              <Text size="lg" weight="bold">
                {service.price === 0 ? copy.free : formatRupees(service.price)}
              </Text>
              {service.price > 0 && (
                <Text size="sm" tone="muted">
                  {copy.units[service.unit]}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Surface>
  );
}
