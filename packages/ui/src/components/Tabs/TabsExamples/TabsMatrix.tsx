import * as layout from '../../../storybook/storyLayout.css';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { ProductTabsExample } from './ProductTabsExample';

/** The layouts side by side for visual review. Stories only. */
export function TabsMatrix() {
  return (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="tabs-product">
        <h2 id="tabs-product" className={layout.cardTitle}>
          Product details
        </h2>
        <ProductTabsExample />
      </section>
      <section className={layout.card} aria-labelledby="tabs-account">
        <header className={layout.cardHeader}>
          <h2 id="tabs-account" className={layout.cardTitle}>
            With a disabled tab
          </h2>
          <p className={layout.cardDescription}>Shown but skipped; explain nearby why it is unavailable.</p>
        </header>
        <Tabs defaultSelectedKey="addresses">
          <TabList aria-label="Your account">
            <Tab id="profile">Profile</Tab>
            <Tab id="addresses">Addresses</Tab>
            <Tab id="payments" isDisabled>
              Payments
            </Tab>
          </TabList>
          <TabPanel id="profile">Name, email and phone number.</TabPanel>
          <TabPanel id="addresses">Your saved delivery addresses.</TabPanel>
          <TabPanel id="payments">Saved cards.</TabPanel>
        </Tabs>
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="tabs-narrow">
        <header className={layout.cardHeader}>
          <h2 id="tabs-narrow" className={layout.cardTitle}>
            Narrow, 240 px
          </h2>
          <p className={layout.cardDescription}>The row scrolls sideways rather than wrapping.</p>
        </header>
        <div style={{ width: 240 }}>
          <ProductTabsExample defaultSelectedKey="specifications" />
        </div>
      </section>
    </div>
  );
}
