import { Box } from '@shop/ui/Box';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { aboutCopy } from '../../copy/about';
import { contactDetails, mailtoHref, telHref } from '../../copy/contact-details';
import * as styles from './AboutCallToAction.css';

const copy = aboutCopy.callToAction;
const [phone] = contactDetails.phones;

/** The page's close: shop the range or contact us, with the main number and help address to hand. */
export function AboutCallToAction() {
  return (
    <CallToAction
      title={copy.title}
      text={copy.text}
      primary={{ href: '/products', label: copy.shop }}
      secondary={{ href: '/contact', label: copy.contact }}
    >
      <Box as="p" display="flex" flexWrap="wrap" columnGap="6" rowGap="1" marginTop="1" fontSize="sm" color="muted">
        <span>
          {copy.call}{' '}
          <a className={styles.link} href={telHref(phone)}>
            {phone.display}
          </a>
        </span>
        <span>
          {copy.write}{' '}
          <a className={styles.link} href={mailtoHref(contactDetails.email.help)}>
            {contactDetails.email.help}
          </a>
        </span>
      </Box>
    </CallToAction>
  );
}
