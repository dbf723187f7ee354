import type { PackageStrings } from './strings';

/** react-aria's breadcrumbs: the trail's name when none is given (the design system gives its own). */
export default {
  breadcrumbs: 'ब्रेडक्रंब',
} satisfies PackageStrings;
