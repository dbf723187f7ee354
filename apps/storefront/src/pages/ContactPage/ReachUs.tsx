import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@shop/ui/Icon';
import { Text } from '@shop/ui/Text';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contactCopy } from '../../copy/contact';
import { addressLines, mailtoHref, telHref, useSiteShell } from '../../features/site/siteContact';
import { englishOnly } from '../../shared/textLanguage';
import * as styles from './ReachUs.css';

const copy = contactCopy.reachUs;

/**
 * 'Reach Us !': the postal address, the two phone numbers (tel: links, one tap to call on a phone),
 * the help e-mail (mailto:) and the opening hours, as staff keep them (the shell call every page makes), then
 * the ways to file a complaint and to the seller's details.
 */
export function ReachUs() {
  const headingId = useId();
  const { contact } = useSiteShell();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      alignContent="start"
      gap="4"
      padding={{ mobile: '5', md: '8' }}
      borderRadius="lg"
      background="brandSubtle"
    >
      <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
        {copy.title}
      </Heading>
      {contact && (
      <Box as="dl" display="grid" gap="4">
        <Row icon={<MapPinIcon className={styles.icon} />} label={copy.address}>
          <Box as="address" display="grid" className={styles.address}>
            {addressLines(contact.address).map((line) => (
              <Box as="span" key={line} display="block">
                {line}
              </Box>
            ))}
          </Box>
        </Row>
        <Row icon={<PhoneIcon className={styles.icon} />} label={copy.phone}>
          {contact.phones.map((phone) => (
            <a key={phone} className={styles.link} href={telHref(phone)}>
              {phone}
            </a>
          ))}
        </Row>
        <Row icon={<MailIcon className={styles.icon} />} label={copy.email}>
          <a className={styles.link} href={mailtoHref(contact.email)}>
            {contact.email}
          </a>
        </Row>
        <Row icon={<ClockIcon className={styles.icon} />} label={copy.hours}>
          <span lang={englishOnly}>{contact.hours}</span>
        </Row>
      </Box>
      )}
      <Box display="grid" gap="1" paddingTop="4" borderTop="default">
        <Text size="sm" weight="semibold">
          {copy.complaints}
        </Text>
        <Box display="flex" flexWrap="wrap" columnGap="5">
          <Link className={styles.link} to="/complaint">
            {copy.fileComplaint}
          </Link>
          <Link className={styles.link} to="/seller-details">
            {copy.sellerDetails}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box display="grid" gap="1">
      <Box
        as="dt"
        display="flex"
        alignItems="center"
        gap="3"
        fontSize="xs"
        fontWeight="bold"
        color="muted"
        className={styles.label}
      >
        <span className={styles.iconFrame}>{icon}</span>
        {label}
      </Box>
      <Box as="dd" display="grid" justifyItems="start" color="default" lineHeight="body" className={styles.value}>
        {children}
      </Box>
    </Box>
  );
}
