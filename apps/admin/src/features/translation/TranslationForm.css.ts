import { style } from '@vanilla-extract/css';

/** An English text of several lines (a FAQ answer), shown with its line breaks, as staff write the Hindi beside it. */
export const englishLines = style({ whiteSpace: 'pre-line' });
