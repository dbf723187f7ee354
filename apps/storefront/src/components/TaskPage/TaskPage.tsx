import { Container } from '@shop/ui/Container';
import type { ReactNode } from 'react';
import { taskPage } from './TaskPage.css';

/**
 * The column of a page where the customer does something (cart, checkout, an order, the account
 * pages): the page width, its sections in a grid with one rhythm, and at least most of a screen tall.
 */
export function TaskPage({ children }: { children: ReactNode }) {
  return (
    <Container display="grid" alignContent="start" gap={{ mobile: '5', md: '6' }} paddingY={{ mobile: '5', md: '8' }} className={taskPage}>
      {children}
    </Container>
  );
}
