/** The order page's words around returns; the form and the status panel speak with the design system's own words. */
export const returnsCopy = {
  start: 'Return items',
  heading: 'Returns',
  photoRefused: 'This photo could not be added.',
} as const;
