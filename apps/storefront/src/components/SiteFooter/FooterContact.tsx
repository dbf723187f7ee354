import { useId } from 'react';
import { footerCopy as copy } from '../../copy/footer';
import { addressLines, mailtoHref, telHref, useSiteShell } from '../../features/site/siteContact';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Box } from '@shop/ui/Box';
import { MailIcon, MapPinIcon, PhoneIcon } from '@shop/ui/Icon';
import { FooterColumn, FooterHeading } from './FooterColumn';
import * as styles from './SiteFooter.css';

/** The postal address, the help e-mail and the phone numbers, each a link where it can be (none until they load). */
export function FooterContact({ className }: { className?: string }) {
  const headingId = useId();
  const { contact } = useSiteShell();
  return (
    <FooterColumn as="section" className={className} aria-labelledby={headingId}>
      <FooterHeading id={headingId}>
        {copy.contact}
      </FooterHeading>
      {contact && (
      <Box as="ul" display="grid" gap="3">
        <li className={styles.contactItem}>
          <MapPinIcon className={styles.contactIcon} />
          <address className={styles.address}>
            <span className={visuallyHidden}>{copy.address}: </span>
            {addressLines(contact.address).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </li>
        <li className={styles.contactItem}>
          <MailIcon className={styles.contactIcon} />
          <span>
            <span className={visuallyHidden}>{copy.email}: </span>
            <a className={styles.contactLink} href={mailtoHref(contact.email)}>
              {contact.email}
            </a>
          </span>
        </li>
        <li className={styles.contactItem}>
          <PhoneIcon className={styles.contactIcon} />
          <Box as="span" display="flex" flexWrap="wrap" columnGap="3">
            <span className={visuallyHidden}>{copy.phone}: </span>
            {contact.phones.map((phone) => (
              <a key={phone} className={styles.contactLink} href={telHref(phone)}>
                {phone}
              </a>
            ))}
          </Box>
        </li>
      </Box>
      )}
    </FooterColumn>
  );
}
