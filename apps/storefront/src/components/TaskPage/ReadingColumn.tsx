import { Box } from '@shop/ui/Box';
import type { ReactNode } from 'react';
import { TaskPage } from './TaskPage';
import { readingColumn } from './TaskPage.css';

/** A task page whose one column keeps a reading width: a complaint's or a quote's page, read more than worked. */
export function ReadingColumn({ children }: { children: ReactNode }) {
  return (
    <TaskPage>
      <Box display="grid" gap="6" className={readingColumn}>
        {children}
      </Box>
    </TaskPage>
  );
}
