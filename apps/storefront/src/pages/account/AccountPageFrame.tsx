import { Box } from '@shop/ui/Box';
import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { accountCopy } from '../../copy/account';
import { TaskPage } from '../../components/TaskPage';

const crumbs = accountCopy.breadcrumbs;

export interface AccountPageFrameProps {
  /** The page's h1. */
  title: string;
  /** The document title, when it differs from the h1 (the greeting holds the customer's name). */
  documentTitle?: string;
  /** One line under the title. */
  intro?: ReactNode;
  /** The page's main action beside the title (under it on phones), e.g. 'Add New Address'. */
  action?: ReactNode;
  /** False on the account home itself: its trail ends at 'My Account'. */
  isSubpage?: boolean;
  children: ReactNode;
}

/** Home › My Account, then the page's own title on a sub-page. */
function AccountBreadcrumbs({ current }: { current: string | undefined }) {
  const home = (
    <Breadcrumb href="/">
      {crumbs.home}
    </Breadcrumb>
  );
  if (current === undefined) {
    return (
      <Breadcrumbs label={crumbs.label}>
        {home}
        <Breadcrumb>{crumbs.account}</Breadcrumb>
      </Breadcrumbs>
    );
  }
  return (
    <Breadcrumbs label={crumbs.label}>
      {home}
      <Breadcrumb href="/account">
        {crumbs.account}
      </Breadcrumb>
      <Breadcrumb>{current}</Breadcrumb>
    </Breadcrumbs>
  );
}

/**
 * The frame every signed-in page shares: the trail Home › My Account › {page}, the h1 with its
 * intro and main action, then the page. Personal pages stay out of search indexes.
 */
export function AccountPageFrame({ title, documentTitle, intro, action, isSubpage = true, children }: AccountPageFrameProps) {
  useDocumentMetadata({ title: documentTitle ?? title, noindex: true });
  return (
    <TaskPage>
      <AccountBreadcrumbs current={isSubpage ? title : undefined} />
      <Grid as="header" columns={{ mobile: 1, md: 'main-auto' }} gap="4" alignItems={{ mobile: 'stretch', md: 'flex-end' }}>
        <Box display="grid" gap="1" minWidth="0">
          <Heading level={1}>{title}</Heading>
          {intro && (
            <Text tone="muted" leading="body" measure="intro">
              {intro}
            </Text>
          )}
        </Box>
        {action && <Box display="flex">{action}</Box>}
      </Grid>
      {children}
    </TaskPage>
  );
}
