import { LinkButton } from '@shop/ui/LinkButton';
import { useId, type ReactNode } from 'react';
import * as styles from './CallToAction.css';

export interface CallToActionProps {
  title: string;
  text: string;
  /** The main way on (shown first, as the primary button). */
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
  /** Anything under the buttons, e.g. the phone number and e-mail address. */
  children?: ReactNode;
}

/**
 * The band that closes a content page (About, Gallery) with where to go next: the products, or
 * a person to ask. A labelled section, so it is listed among the page's regions.
 */
export function CallToAction({ title, text, primary, secondary, children }: CallToActionProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.body}>{text}</p>
        {children}
      </div>
      <div className={styles.actions}>
        <LinkButton href={primary.href} size="lg">
          {primary.label}
        </LinkButton>
        <LinkButton href={secondary.href} size="lg" variant="secondary">
          {secondary.label}
        </LinkButton>
      </div>
    </section>
  );
}
