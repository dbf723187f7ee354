import { useId } from 'react';
import { FooterColumn, FooterHeading, FooterList } from './FooterColumn';
import { Link } from 'react-router-dom';
import { footerCopy } from '../../copy/footer';
import { usefulLinks } from './footerLinks';
import * as styles from './SiteFooter.css';

/** 'Useful links': products, blogs, and the policy and help pages. */
export function FooterUsefulLinks() {
  const headingId = useId();
  return (
    <FooterColumn as="nav" aria-labelledby={headingId}>
      <FooterHeading id={headingId}>
        {footerCopy.usefulLinks}
      </FooterHeading>
<FooterList>
        {usefulLinks.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </FooterList>
    </FooterColumn>
  );
}
