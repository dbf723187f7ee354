import { style, styleVariants } from '@vanilla-extract/css';

export const text = style({ margin: 0 });

/** Long words (an e-mail address, a URL, an order id) break rather than push the page wider. */
export const wrap = styleVariants({
  normal: {},
  breakWord: { overflowWrap: 'anywhere' },
  balance: { textWrap: 'balance' },
  pretty: { textWrap: 'pretty' },
});

/** One line cut with an ellipsis; the full text stays in the DOM for screen readers. */
export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

/** Figures that line up in columns: prices, quantities, totals. */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

/** A readable line length for paragraphs of running text. */
export const measure = styleVariants({
  none: {},
  /** A short message centred in a wide area: load failures, empty states. */
  narrow: { maxWidth: '36rem' },
  intro: { maxWidth: '60ch' },
  prose: { maxWidth: '70ch' },
});
