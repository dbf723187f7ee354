import { errorStatus, useGetLegalPageQuery, type Schema } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Prose } from '@shop/ui/Prose';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { legalCopy } from '../../copy/legal';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import { legalBody } from '../../features/legal/legalHtml';
import { useClientSideLinks } from '../BlogPage/useClientSideLinks';
import * as styles from './LegalPage.css';
import { InLanguage, textLanguageOf } from '../../shared/textLanguage';

/** The h1's anchor, for 'Back to top'. */
const TITLE_ID = 'legal-title';

/** The three policy pages, for the 'Other policies' links at the foot of each. */
const policies = [
  { slug: 'privacy-policy', href: '/privacy-policy', title: legalCopy.policies.privacy },
  { slug: 'terms', href: '/terms', title: legalCopy.policies.terms },
  { slug: 'return-policy', href: '/return-policy', title: legalCopy.policies.returns },
] as const;

/**
 * An edit in the back-office shows within seconds: a visit re-reads a page older than this, and the
 * API lets shared caches keep it no longer either.
 */
const FRESH_SECONDS = 10;

export interface LegalPageProps {
  slug: (typeof policies)[number]['slug'];
  /** What the page states from the shop's settings rather than its text (the returns policy's rules), under the title. */
  lead?: ReactNode;
}

/**
 * The layout the policy pages share: the title, 'Last updated', a table of contents linking to each
 * section (its h2s; beside the text from 1024 px, where it stays in view), the text at a reading
 * width, and the way to the other policies and to us. The title and text are the shop's, from the API.
 */
export function LegalPage({ slug, lead }: LegalPageProps) {
  const query = useGetLegalPageQuery({ slug }, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const page = query.currentData;
  const frame = (children: ReactNode) => (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      {children}
    </Container>
  );

  if (page) return frame(<LegalDocument page={page} slug={slug} lead={lead} />);
  if (query.isError && errorStatus(query.error) === 404) {
    return frame(
      <Stack gap="4" align="left">
        <Heading level={1}>{legalCopy.notFound}</Heading>
        <LinkButton href="/">{legalCopy.goHome}</LinkButton>
      </Stack>,
    );
  }
  if (query.isError) {
    return frame(<LoadFailed message={legalCopy.loadFailed} retryLabel={legalCopy.retry} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />);
  }
  return frame(<Spinner label={legalCopy.loading} isLabelVisible size="lg" />);
}

function LegalDocument({ page, slug, lead }: { page: Schema<'LegalPage'>; slug: LegalPageProps['slug']; lead?: ReactNode }) {
  const tocId = useId();
  const onClick = useClientSideLinks();
  const body = useMemo(() => legalBody(page.content), [page.content]);
  return (
    <>
      <Stack as="header" gap="3" paddingBottom="6" borderBottom="default" className={styles.header}>
        <Heading level={1} id={TITLE_ID} size={{ mobile: '2xl', md: '4xl' }} className={styles.anchor}>
          <InLanguage lang={textLanguageOf(page, 'title')}>{page.title}</InLanguage>
        </Heading>
        <Text size="sm" tone="muted">
          {legalCopy.lastUpdated} <time dateTime={page.updated_at}>{formatLongUsDate(page.updated_at)}</time>
        </Text>
      </Stack>
      {lead}

      <Grid columns={{ mobile: 1, lg: body.sections.length > 0 ? 'nav-main' : 1 }} gap={{ mobile: '8', lg: '12' }} alignItems="flex-start">
        {body.sections.length > 0 && (
          <nav className={styles.toc} aria-labelledby={tocId}>
            <Heading level={2} id={tocId} size="xs" tone="muted" className={styles.tocTitle}>
              {legalCopy.contents}
            </Heading>
            <Box as="ol" display="grid" className={styles.tocList}>
              {body.sections.map((section) => (
                <li key={section.id}>
                  <a className={styles.tocLink} href={`#${section.id}`} lang={textLanguageOf(page, 'content')}>
                    {section.title}
                  </a>
                </li>
              ))}
            </Box>
          </nav>
        )}

        <Box display="grid" gap="10" minWidth="0" className={styles.body}>
          {/* Not a control: the click handler only routes clicks on the shop's own links inside. */}
          <Prose variant="document" sanitizedHtml={body.html} onClick={onClick} className={styles.text} lang={textLanguageOf(page, 'content')} />

          <Grid as="footer" columns={{ mobile: 1, sm: 2 }} gap="6" paddingTop="8" borderTop="default">
            <Stack as="nav" aria-label={legalCopy.otherPolicies} gap="2" fontSize="sm" color="muted">
              <Heading level={2} size="md" weight="semibold">
                {legalCopy.otherPolicies}
              </Heading>
              <Stack as="ul" gap="1">
                {policies
                  .filter((policy) => policy.slug !== slug)
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
    </>
  );
}
