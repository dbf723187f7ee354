export { shownDetail, shownFieldLines, shownFieldProblems } from './errorWords';
