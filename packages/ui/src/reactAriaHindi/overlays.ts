import type { PackageStrings } from './strings';

/** react-aria's overlays: the hidden button at each end of a popover or dialog that closes it for screen readers. */
export default {
  dismiss: 'बंद करें',
} satisfies PackageStrings;
