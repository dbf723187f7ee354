import { useListCategoriesQuery } from '@shop/api-client';
import { categoryPath } from '@shop/rules';
import { useId } from 'react';
import { FooterColumn, FooterHeading, FooterList } from './FooterColumn';
import { Link } from 'react-router-dom';
import { footerCopy as copy } from '../../copy/footer';
import { FOOTER_CATEGORY_LIMIT } from './footerLinks';
import * as styles from './SiteFooter.css';
import { CategoryName } from '../../shared/CategoryName';

/** 'Products': the first three categories, and 'More Products →' to /products when there are more. */
export function FooterProducts() {
  const headingId = useId();
  const { data: categories = [] } = useListCategoriesQuery({});
  return (
    <FooterColumn as="nav" aria-labelledby={headingId}>
      <FooterHeading id={headingId}>
        {copy.products}
      </FooterHeading>
<FooterList>
        {categories.slice(0, FOOTER_CATEGORY_LIMIT).map((category) => (
          <li key={category.id}>
            <Link className={styles.link} to={categoryPath(category.category_name)}>
              <CategoryName category={category} />
            </Link>
          </li>
        ))}
        {categories.length > FOOTER_CATEGORY_LIMIT && (
          <li>
            <Link className={styles.moreLink} to="/products">
              {copy.moreProducts}
            </Link>
          </li>
        )}
      </FooterList>
    </FooterColumn>
  );
}
