import { LinkButton } from '@shop/ui/LinkButton';
import { useId } from 'react';
import { contactDetails, mailtoHref, telHref } from '../../copy/contact-details';
import { faqCopy } from '../../copy/faq';
import * as styles from './FaqContact.css';

const copy = faqCopy.contact;

/** The page's last word: our numbers, e-mail and hours, and the contact form, for questions not answered above. */
export function FaqContact() {
  const headingId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.body}>{copy.body}</p>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.term}>{copy.phoneLabel}</dt>
            {contactDetails.phones.map((phone) => (
              <dd key={phone.e164}>
                <a className={styles.link} href={telHref(phone)}>
                  {phone.display}
                </a>
              </dd>
            ))}
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>{copy.emailLabel}</dt>
            <dd>
              <a className={styles.link} href={mailtoHref(contactDetails.email.help)}>
                {contactDetails.email.help}
              </a>
            </dd>
          </div>
        </dl>
      </div>
      <LinkButton href="/contact" size="lg" className={styles.action}>
        {copy.sendMessage}
      </LinkButton>
    </section>
  );
}
