import type { PackageStrings } from './strings';

/** react-aria's menu trigger: how a touch screen reader opens the menu. */
export default {
  longPressMessage: 'मेनू खोलने के लिए देर तक दबाएँ, या Alt + ArrowDown दबाएँ',
} satisfies PackageStrings;
