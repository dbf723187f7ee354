import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Heading, type HeadingSize } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

export interface SectionHeaderProps {
  /** The section's or panel's title. */
  title: ReactNode;
  /** `2` (default) for a section of the page or a panel, `3` for one inside a section. */
  level?: 2 | 3;
  /** A muted line under the title. */
  description?: ReactNode;
  /** One action for the section ("Edit cart", "Add new"), at the end of the title's line; it wraps under on narrow screens. */
  action?: ReactNode;
  /** Id for the heading, so the section can be labelled by it (`aria-labelledby`). */
  titleId?: string;
  className?: string;
}

const titleSizes: Record<2 | 3, HeadingSize> = { 2: 'xl', 3: 'lg' };

/**
 * The head of a section or a panel: its h2 or h3, an optional description
 * and an optional action at the end of the line.
 */
export function SectionHeader({ title, level = 2, description, action, titleId, className }: SectionHeaderProps) {
  const heading = (
    <Heading level={level} size={titleSizes[level]} id={titleId}>
      {title}
    </Heading>
  );
  const titleBlock = description ? (
    <Stack gap="1">
      {heading}
      <Text tone="muted" size="sm">
        {description}
      </Text>
    </Stack>
  ) : (
    heading
  );
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      alignItems={description ? 'flex-start' : 'center'}
      justifyContent="space-between"
      gap="3"
      className={className}
    >
      {titleBlock}
      {action}
    </Box>
  );
}
