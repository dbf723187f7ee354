import type { PackageStrings } from './strings';

/** react-aria's search field: its clear button. */
export default {
  'Clear search': 'खोज साफ़ करें',
} satisfies PackageStrings;
