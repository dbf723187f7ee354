import { useId } from 'react';
import { addressLines, contactDetails, mailtoHref, telHref } from '../../copy/contact-details';
import { shellCopy } from '../../copy/shell';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons/shellIcons';
import * as styles from './SiteFooter.css';

const copy = shellCopy.footer;

/** The postal address, the help e-mail and the two phone numbers, each a link where it can be. */
export function FooterContact({ className }: { className?: string }) {
  const headingId = useId();
  const [main, second] = contactDetails.phones;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.contact}
      </h2>
      <ul className={styles.contactList}>
        <li className={styles.contactItem}>
          <MapPinIcon className={styles.contactIcon} />
          <address className={styles.address}>
            <span className={visuallyHidden}>{copy.address}: </span>
            {addressLines().map((line) => (
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
            <a className={styles.contactLink} href={mailtoHref(contactDetails.email.help)}>
              {contactDetails.email.help}
            </a>
          </span>
        </li>
        <li className={styles.contactItem}>
          <PhoneIcon className={styles.contactIcon} />
          <span className={styles.contactLinks}>
            <span className={visuallyHidden}>{copy.phone}: </span>
            <a className={styles.contactLink} href={telHref(main)}>
              {main.display}
            </a>
            <a className={styles.contactLink} href={telHref(second)}>
              {second.display}
            </a>
          </span>
        </li>
      </ul>
    </section>
  );
}
