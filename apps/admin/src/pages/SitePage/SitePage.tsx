import { PageHeader } from '@shop/ui/PageHeader';
import { Stack } from '@shop/ui/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@shop/ui/Tabs';
import { useSearchParams } from 'react-router-dom';
import { siteCopy as copy } from '../../copy/site';
import { usePageTitle } from '../../features/page/usePageTitle';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { ContactPanel } from './ContactPanel';
import { FaqPanel } from './FaqPanel';
import { HomePanel } from './HomePanel';
import { PageMetadataPanel } from './PageMetadataPanel';
import { SellerPanel } from './SellerPanel';

const TABS = ['contact', 'seller', 'announcements', 'faq', 'home', 'pages'] as const;

/**
 * /admin/site: the contact details, the seller's details, the announcement bar's messages, the FAQ, the home page and
 * each path's metadata, one tab each. The address keeps the tab (`?tab=faq`), so a Hindi page leads back to it.
 */
export function SitePage() {
  usePageTitle(copy.title);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = TABS.find((each) => each === asked) ?? 'contact';
  return (
    <Stack gap="6">
      <PageHeader title={copy.title} intro={copy.intro} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setSearch(key === 'contact' ? {} : { tab: String(key) }, { replace: true })}>
        <TabList aria-label={copy.tabsLabel}>
          <Tab id="contact">{copy.tabs.contact}</Tab>
          <Tab id="seller">{copy.tabs.seller}</Tab>
          <Tab id="announcements">{copy.tabs.announcements}</Tab>
          <Tab id="faq">{copy.tabs.faq}</Tab>
          <Tab id="home">{copy.tabs.home}</Tab>
          <Tab id="pages">{copy.tabs.pages}</Tab>
        </TabList>
        <TabPanel id="contact">
          <ContactPanel />
        </TabPanel>
        <TabPanel id="seller">
          <SellerPanel />
        </TabPanel>
        <TabPanel id="announcements">
          <AnnouncementsPanel />
        </TabPanel>
        <TabPanel id="faq">
          <FaqPanel />
        </TabPanel>
        <TabPanel id="home">
          <HomePanel />
        </TabPanel>
        <TabPanel id="pages">
          <PageMetadataPanel />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
