export { shownDetail, shownFieldLines, shownFieldProblems, wordsFor } from './errorWords';
