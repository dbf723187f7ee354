import { Heading } from '@shop/ui/Heading';
import { sectionTitle } from './HomeSection.css';

/** A home section's h2, with the saffron rule the home sections share. */
export function HomeSectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Heading level={2} id={id} size={{ mobile: '2xl', md: '3xl' }} className={sectionTitle}>
      {children}
    </Heading>
  );
}
