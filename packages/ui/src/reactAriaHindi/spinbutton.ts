import type { PackageStrings } from './strings';

/** react-aria's spin button (under the number field): what an emptied box reads as. */
export default {
  Empty: 'खाली',
} satisfies PackageStrings;
