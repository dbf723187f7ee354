import type { Product } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { sprinkles } from '@shop/ui/sprinkles';
import { Text } from '@shop/ui/Text';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Tab, TabList, TabPanel, Tabs } from '@shop/ui/Tabs';
import { productCopy } from '../../../copy/product';
import { paragraphs } from '../productContent';
import * as styles from './ProductInfoTabs.css';
import { textLanguageOf } from '../../../shared/textLanguage';
import { CategoryNamed } from '../../../shared/CategoryName';

const copy = productCopy.tabs;

function LongDescription({ text, lang }: { text: string; lang: 'en' | undefined }) {
  return (
    <Box display="grid" gap="4" lineHeight="body" color="default" className={styles.prose} lang={lang}>
      {paragraphs(text).map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Box>
  );
}

/**
 * 'Description' and 'Technical Specifications'. Both show the long description, as the
 * product brief says; the second also lists the product's material and category.
 */
export function ProductInfoTabs({ product }: { product: Product }) {
  return (
    <Tabs className={sprinkles({ minWidth: '0' })}>
      <TabList aria-label={copy.label}>
        <Tab id="description">{copy.description}</Tab>
        <Tab id="specifications">{copy.specifications}</Tab>
      </TabList>
      <TabPanel id="description" className={styles.panel}>
        <LongDescription text={product.long_desc} lang={textLanguageOf(product, 'long_desc')} />
      </TabPanel>
      <TabPanel id="specifications" className={styles.panel}>
        <table className={styles.specs}>
          <caption className={visuallyHidden}>{copy.specificationsTable}</caption>
          <tbody>
            <tr>
              <th scope="row">{copy.material}</th>
              <td>{product.material}</td>
            </tr>
            <tr>
              <th scope="row">{copy.category}</th>
              <td>
                <CategoryNamed name={product.category_name} />
              </td>
            </tr>
          </tbody>
        </table>
        <LongDescription text={product.long_desc} lang={textLanguageOf(product, 'long_desc')} />
      </TabPanel>
    </Tabs>
  );
}
