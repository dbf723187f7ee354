import { Container } from '@shop/ui/Container';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import * as styles from './DeadEnd.css';

export interface DeadEndProps {
  title: string;
  body: string;
  /** The one way out ('Go to Home'). */
  action: ReactNode;
  /** A large figure above the title, e.g. the error code; hidden from screen readers. */
  code?: string;
  role?: 'alert';
}

/** A page with nowhere to go but one way out: the not-found page and the route error page. */
export function DeadEnd({ title, body, action, code, role }: DeadEndProps) {
  return (
    <Container
      role={role}
      display="grid"
      justifyItems="center"
      alignContent="center"
      gap="4"
      paddingY="12"
      textAlign="center"
      className={styles.page}
    >
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <Heading level={1} size={{ mobile: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text tone="muted" className={styles.body}>
        {body}
      </Text>
      {action}
    </Container>
  );
}
