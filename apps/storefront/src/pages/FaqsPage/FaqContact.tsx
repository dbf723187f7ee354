import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { faqCopy } from '../../copy/faq';
import { mailtoHref, telHref, useSiteShell } from '../../features/site/siteContact';
import * as styles from './FaqContact.css';

const copy = faqCopy.contact;

/** The page's last word: our numbers, e-mail and hours, and the contact form, for questions not answered above. */
export function FaqContact() {
  const headingId = useId();
  const { contact } = useSiteShell();
  return (
    // A tinted box: the words and numbers, then the button (beside them from 768 px).
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      gridTemplateColumns={{ md: 'main-auto' }}
      gap={{ mobile: '5', md: '8' }}
      alignItems="center"
      padding={{ mobile: '5', md: '8' }}
      borderRadius="xl"
      background="brandSubtle"
    >
      <Stack gap="3">
        <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
          {copy.title}
        </Heading>
        <Text leading="body" tone="default">
          {copy.body(contact?.hours)}
        </Text>
        {contact && (
        <Box as="dl" display="flex" flexWrap="wrap" columnGap="8" rowGap="3">
          <Box display="grid" gap="1" alignContent="start">
            <Term>{copy.phoneLabel}</Term>
            {contact.phones.map((phone) => (
              <dd key={phone}>
                <a className={styles.link} href={telHref(phone)}>
                  {phone}
                </a>
              </dd>
            ))}
          </Box>
          <Box display="grid" gap="1" alignContent="start">
            <Term>{copy.emailLabel}</Term>
            <dd>
              <a className={styles.link} href={mailtoHref(contact.email)}>
                {contact.email}
              </a>
            </dd>
          </Box>
        </Box>
        )}
      </Stack>
      <LinkButton href="/contact" size="lg" className={styles.action}>
        {copy.sendMessage}
      </LinkButton>
    </Box>
  );
}

function Term({ children }: { children: string }) {
  return (
    <Box as="dt" fontSize="xs" fontWeight="bold" color="muted" className={styles.term}>
      {children}
    </Box>
  );
}
