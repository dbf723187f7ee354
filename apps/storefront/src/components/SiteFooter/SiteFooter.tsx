import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Link } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { footerCopy as copy } from '../../copy/footer';
import { FooterColumn } from './FooterColumn';
import { FooterContact } from './FooterContact';
import { FooterProducts } from './FooterProducts';
import { FooterSocialLinks } from './FooterSocialLinks';
import { FooterUsefulLinks } from './FooterUsefulLinks';
import { ShieldLogo } from './ShieldLogo';
import * as styles from './SiteFooter.css';

/**
 * The foot of every page: the brand with its blurb and social links, 'Products' (three categories),
 * 'Useful links', the contact details, and the copyright line.
 */
export function SiteFooter() {
  return (
    <Box as="footer" marginTop="16" background="brand" color="inverse" fontSize="sm">
      <Container display="grid" gap={{ mobile: '8', lg: '10' }} paddingY="12" className={styles.grid}>
        <FooterColumn className={styles.wide}>
          <Link to="/" className={styles.brand}>
            <ShieldLogo className={styles.brandMark} birdClassName={styles.brandBird} />
            {shellCopy.shopName}
          </Link>
          <p className={styles.blurb}>{copy.blurb}</p>
          <FooterSocialLinks />
        </FooterColumn>
        <FooterProducts />
        <FooterUsefulLinks />
        <FooterContact className={styles.wide} />
      </Container>
      <div className={styles.bottom}>
        <Container
          as="p"
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          gap="2"
          paddingY="4"
          textAlign="center"
          className={styles.bottomInner}
        >
          {copy.copyright}
        </Container>
      </div>
    </Box>
  );
}
