import { Box, type BoxProps } from '@shop/ui/Box';

/** One of the footer's columns: its heading over its list, top-aligned with its neighbours. */
export function FooterColumn(props: Omit<BoxProps, 'display' | 'alignContent' | 'gap'>) {
  return <Box display="grid" alignContent="start" gap="4" {...props} />;
}

/** A column's list of links, close together: each link row is already 44 px tall on phones. */
export function FooterList(props: Omit<BoxProps, 'as' | 'display' | 'gap'>) {
  return <Box as="ul" display="grid" gap="1" {...props} />;
}

/** A column's title, white on the green. */
export function FooterHeading(props: { id: string; children: string }) {
  return <Box as="h2" fontSize="md" fontWeight="semibold" color="inverse" {...props} />;
}
