import type { PackageStrings } from './strings';

/** react-aria-components' own: a select with nothing chosen, a table column's resizer, a drop zone, colour swatches. */
export default {
  selectPlaceholder: 'कोई एक चुनें',
  tableResizer: 'चौड़ाई बदलें',
  dropzoneLabel: 'फ़ाइलें यहाँ छोड़ें',
  colorSwatchPicker: 'रंग',
} satisfies PackageStrings;
