/**
 * Money's public face: sharing an amount of paise among parts in proportion, exactly.
 */
export { shareInProportion } from './shares';
