import { Box } from '@shop/ui/Box';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { aboutCopy } from '../../copy/about';
import { mailtoHref, telHref, useSiteShell } from '../../features/site/siteContact';
import * as styles from './AboutCallToAction.css';

const copy = aboutCopy.callToAction;
/** The page's close: shop the range or contact us, with the main number and help address to hand. */
export function AboutCallToAction() {
  const { contact } = useSiteShell();
  const phone = contact?.phones[0];
  return (
    <CallToAction
      title={copy.title}
      text={copy.text}
      primary={{ href: '/products', label: copy.shop }}
      secondary={{ href: '/contact', label: copy.contact }}
    >
      {contact && phone && (
      <Box as="p" display="flex" flexWrap="wrap" columnGap="6" rowGap="1" marginTop="1" fontSize="sm" color="muted">
        <span>
          {copy.call}{' '}
          <a className={styles.link} href={telHref(phone)}>
            {phone}
          </a>
        </span>
        <span>
          {copy.write}{' '}
          <a className={styles.link} href={mailtoHref(contact.email)}>
            {contact.email}
          </a>
        </span>
      </Box>
      )}
    </CallToAction>
  );
}
