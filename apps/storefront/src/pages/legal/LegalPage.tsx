import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { legalCopy } from '../../copy/legal';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import { LegalBlocks } from './LegalBlocks';
import { LegalRichText } from './LegalRichText';
import type { LegalDocument } from '../../copy/legalDocument';
import * as styles from './LegalPage.css';

/** The h1's anchor, for 'Back to top'. */
const TITLE_ID = 'legal-title';

/** The three legal pages, for the 'Other policies' links at the foot of each. */
const policies = [
  { href: '/privacy-policy', title: legalCopy.privacy.title },
  { href: '/terms', title: legalCopy.terms.title },
  { href: '/return-policy', title: legalCopy.returns.title },
] as const;

export interface LegalPageProps {
  document: LegalDocument;
  /** This page's path, left out of 'Other policies'. */
  path: (typeof policies)[number]['href'];
}

/**
 * The layout the legal pages share: the title, 'Last updated', a table of contents linking to
 * each section (beside the text from 1024 px, where it stays in view), the sections at a reading
 * width, and the way to the other policies and to us.
 */
export function LegalPage({ document, path }: LegalPageProps) {
  const tocId = useId();
  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <Stack as="header" gap="3" paddingBottom="6" borderBottom="default" className={styles.header}>
        <Heading level={1} id={TITLE_ID} size={{ mobile: '2xl', md: '4xl' }} className={styles.anchor}>
          {document.title}
        </Heading>
        <Text size="sm" tone="muted">
          {legalCopy.lastUpdated} <time dateTime={document.lastUpdated}>{formatLongUsDate(document.lastUpdated)}</time>
        </Text>
        {document.intro.map((paragraph, index) => (
          <Text key={index} size={{ mobile: 'md', md: 'lg' }} tone="default" measure="prose" className={styles.reading}>
            <LegalRichText text={paragraph} />
          </Text>
        ))}
      </Stack>

      <Grid columns={{ mobile: 1, lg: 'nav-main' }} gap={{ mobile: '8', lg: '12' }} alignItems="flex-start">
        <nav className={styles.toc} aria-labelledby={tocId}>
          <Heading level={2} id={tocId} size="xs" tone="muted" className={styles.tocTitle}>
            {legalCopy.contents}
          </Heading>
          <Box as="ol" display="grid" className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </Box>
        </nav>

        <Box display="grid" gap="10" minWidth="0" className={styles.body}>
          {document.sections.map((section) => (
            <Box as="section" key={section.id} id={section.id} display="grid" gap="4" className={styles.anchor}>
              <Heading level={2} size={{ mobile: 'xl', md: '2xl' }}>
                {section.title}
              </Heading>
              <LegalBlocks blocks={section.blocks} />
            </Box>
          ))}

          <Grid as="footer" columns={{ mobile: 1, sm: 2 }} gap="6" paddingTop="8" borderTop="default">
            <Stack as="nav" aria-label={legalCopy.otherPolicies} gap="2" fontSize="sm" color="muted">
              <Heading level={2} size="md" weight="semibold">
                {legalCopy.otherPolicies}
              </Heading>
              <Stack as="ul" gap="1">
                {policies
                  .filter((policy) => policy.href !== path)
                  .map((policy) => (
                    <li key={policy.href}>
                      <Link className={styles.link} to={policy.href}>
                        {policy.title}
                      </Link>
                    </li>
                  ))}
              </Stack>
            </Stack>
            <Stack gap="2" fontSize="sm" color="muted">
              <Heading level={2} size="md" weight="semibold">
                {legalCopy.questions}
              </Heading>
              <p>
                {legalCopy.questionsBody}{' '}
                <Link className={styles.link} to="/contact">
                  {legalCopy.contactUs}
                </Link>
              </p>
            </Stack>
            <a className={styles.backToTop} href={`#${TITLE_ID}`}>
              {legalCopy.backToTop}
            </a>
          </Grid>
        </Box>
      </Grid>
    </Container>
  );
}
