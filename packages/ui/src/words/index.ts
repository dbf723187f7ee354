export { UiWordsProvider, useUiWords, type UiWords, type UiWordsProviderProps } from './UiWords';
export { englishUiWords } from './english';
export type { Words } from './Words';
