import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
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
    // Text above the buttons on phones (buttons full width); side by side from 768 px.
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      gridTemplateColumns={{ md: 'main-auto' }}
      alignItems={{ mobile: 'stretch', md: 'center' }}
      gap={{ mobile: '5', md: '8' }}
      padding={{ mobile: '5', md: '8' }}
      borderRadius="xl"
      border="success"
      background="brandSubtle"
    >
      <Stack gap="2" className={styles.text}>
        <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text leading="body" tone="muted">
          {text}
        </Text>
        {children}
      </Stack>
      <Box display={{ mobile: 'grid', sm: 'flex' }} flexWrap="wrap" gap="3">
        <LinkButton href={primary.href} size="lg">
          {primary.label}
        </LinkButton>
        <LinkButton href={secondary.href} size="lg" variant="secondary">
          {secondary.label}
        </LinkButton>
      </Box>
    </Box>
  );
}
