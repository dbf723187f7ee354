import { useGetSiteSellerQuery, type Schema } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useId, type ReactNode } from 'react';
import { sellerDetailsCopy as copy } from '../../copy/sellerDetails';
import { addressLines, mailtoHref, telHref } from '../../features/site/siteContact';
import * as styles from './SellerDetailsPage.css';
import { englishOnly } from '../../shared/textLanguage';

type Seller = Schema<'SiteSeller'>;

/**
 * /seller-details: who sells on this site (legal name, registered address, GSTIN), its customer care, and the
 * grievance officer with the way to file a complaint, as the owner keeps them in the back-office. Rendered on
 * the server like the other public pages, and linked from the footer and the contact page.
 */
export function SellerDetailsPage() {
  const query = useGetSiteSellerQuery();
  const seller = query.currentData;
  let body: ReactNode;
  if (seller) body = <SellerDetails seller={seller} />;
  else if (query.isError) body = <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else body = <Spinner label={copy.loading} isLabelVisible size="lg" />;
  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <PageHeader as="header" title={copy.title} intro={copy.intro} />
      {body}
    </Container>
  );
}

function SellerDetails({ seller }: { seller: Seller }) {
  const officer = seller.grievance_officer;
  return (
    <Grid columns={{ mobile: 1, lg: 2 }} gap={{ mobile: '5', md: '6' }} alignItems="flex-start">
      <Panel title={copy.seller}>
        <Row label={copy.legalName}>{seller.legal_name}</Row>
        <Row label={copy.address}>
          <Box as="address" display="grid" className={styles.address}>
            {addressLines(seller.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Box>
        </Row>
        <Row label={copy.gstin}>
          <span className={styles.code}>{seller.gstin}</span>
        </Row>
      </Panel>
      <Panel title={copy.customerCare}>
        <Row label={copy.phone}>
          <a className={styles.link} href={telHref(seller.customer_care.phone)}>
            {seller.customer_care.phone}
          </a>
        </Row>
        <Row label={copy.email}>
          <a className={styles.link} href={mailtoHref(seller.customer_care.email)}>
            {seller.customer_care.email}
          </a>
        </Row>
        <Row label={copy.hours}>
          <span lang={englishOnly}>{seller.customer_care.hours}</span>
        </Row>
      </Panel>
      <Panel title={copy.grievanceOfficer} highlighted>
        <Text tone="muted" leading="body">
          {copy.grievanceText}
        </Text>
        <Row label={copy.name}>{officer.name}</Row>
        <Row label={copy.designation}>{officer.designation}</Row>
        <Row label={copy.phone}>
          <a className={styles.link} href={telHref(officer.phone)}>
            {officer.phone}
          </a>
        </Row>
        <Row label={copy.email}>
          <a className={styles.link} href={mailtoHref(officer.email)}>
            {officer.email}
          </a>
        </Row>
        <div>
          <LinkButton href="/complaint">{copy.fileComplaint}</LinkButton>
        </div>
      </Panel>
    </Grid>
  );
}

function Panel({ title, highlighted = false, children }: { title: string; highlighted?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      alignContent="start"
      gap="4"
      padding={{ mobile: '5', md: '8' }}
      borderRadius="lg"
      border="default"
      background={highlighted ? 'brandSubtle' : 'surface'}
    >
      <Heading level={2} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      <Box as="dl" display="grid" gap="3">
        {children}
      </Box>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="grid" gap="1">
      <Box as="dt" color="muted" fontWeight="medium" className={styles.term}>
        {label}
      </Box>
      <Box as="dd" className={styles.value}>
        {children}
      </Box>
    </Box>
  );
}
