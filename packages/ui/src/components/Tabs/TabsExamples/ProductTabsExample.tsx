import { Tab, TabList, TabPanel, Tabs, type TabsProps } from '../Tabs';
import * as styles from './TabsExamples.css';

const specs = [
  ['Material', 'UV-stabilised polycarbonate'],
  ['Length', '10 ft (3.05 m) in 10 strips'],
  ['Spike height', '11 cm'],
  ['Fixing', 'Glue or screws'],
  ['Warranty', '10 years outdoors'],
] as const;

/** The product page's 'Description' / 'Technical Specifications' tabs. Story-only. */
export function ProductTabsExample(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Product details">
        <Tab id="description">Description</Tab>
        <Tab id="specifications">Technical Specifications</Tab>
      </TabList>
      <TabPanel id="description">
        <p className={styles.text}>
          Each spike strip has a flexible base that follows curved ledges and pipes. The spikes are spaced so that
          pigeons and crows cannot find room to land, while the gaps let rain and dust wash through. Blunt tips deter
          birds without hurting them.
        </p>
      </TabPanel>
      <TabPanel id="specifications">
        <dl className={styles.specs}>
          {specs.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      </TabPanel>
    </Tabs>
  );
}
