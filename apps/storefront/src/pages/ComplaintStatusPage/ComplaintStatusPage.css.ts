import { style } from '@vanilla-extract/css';

/** The ticket number stays whole on a phone when it can, and breaks rather than overflow when it cannot. */
export const number = style({ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const facts = style({ margin: 0 });

/** The shop's and the shopper's words as typed: line breaks kept, never HTML. */
export const plain = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
