import { useId, type ReactNode } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/shellIcons';
import { addressLines, contactDetails, mailtoHref, telHref } from '../../copy/contact-details';
import { contactCopy } from '../../copy/contact';
import { ClockIcon } from './contactIcons';
import * as styles from './ReachUs.css';

const copy = contactCopy.reachUs;

/**
 * 'Reach Us !': the postal address, the two phone numbers (tel: links, one tap to call on a phone),
 * the help e-mail (mailto:) and the opening hours, from copy/contact-details.ts.
 */
export function ReachUs() {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {copy.title}
      </h2>
      <dl className={styles.list}>
        <Row icon={<MapPinIcon className={styles.icon} />} label={copy.address}>
          <address className={styles.address}>
            {addressLines().map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </address>
        </Row>
        <Row icon={<PhoneIcon className={styles.icon} />} label={copy.phone}>
          {contactDetails.phones.map((phone) => (
            <a key={phone.e164} className={styles.link} href={telHref(phone)}>
              {phone.display}
            </a>
          ))}
        </Row>
        <Row icon={<MailIcon className={styles.icon} />} label={copy.email}>
          <a className={styles.link} href={mailtoHref(contactDetails.email.help)}>
            {contactDetails.email.help}
          </a>
        </Row>
        <Row icon={<ClockIcon className={styles.icon} />} label={copy.hours}>
          <span>{contactDetails.hours}</span>
        </Row>
      </dl>
    </section>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>
        <span className={styles.iconFrame}>{icon}</span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
