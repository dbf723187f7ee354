import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * Reading type for HTML that carries no classes (blog articles from the CMS,
 * legal pages): a measure of about 70 characters, generous leading, headings
 * closer to their text than to what went before, rounded full-width images.
 * The rules are the storefront's ArticleBody and LegalPage styles, unchanged.
 */
export const prose = style({
  maxWidth: '70ch',
  color: vars.color.text.default,
  overflowWrap: 'break-word',
});

/** `article`: the blog's larger type from 768 px; `document`: the legal pages' steady 16 px. */
export const variant = styleVariants({
  article: {
    fontSize: vars.font.size.md,
    lineHeight: 1.75,
    '@media': { [mediaQueries.md]: { fontSize: vars.font.size.lg } },
  },
  document: {
    fontSize: vars.font.size.md,
    lineHeight: 1.7,
  },
});

const inProse = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${prose} ${part.trim()}`)
    .join(', ');
const inDocument = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${prose}${variant.document} ${part.trim()}`)
    .join(', ');

// Vertical rhythm: every block is spaced from the one before it; the first has no top margin.
globalStyle(inProse('> *'), { marginBlock: 0 });
globalStyle(inProse('> * + *'), { marginTop: '1.25em' });

// The page title is the one h1; article HTML reaches here with its h1s demoted to h2.
globalStyle(inProse('h2, h3, h4'), {
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  scrollMarginTop: vars.space['16'],
});
globalStyle(inProse('h2'), { fontSize: '1.5em' });
globalStyle(inProse('h3'), { fontSize: '1.2em' });
globalStyle(inProse('h4'), { fontSize: '1em' });
globalStyle(inProse('* + h2'), { marginTop: '2em' });
globalStyle(inProse('* + h3, * + h4'), { marginTop: '1.6em' });
globalStyle(inProse('h2 + *, h3 + *, h4 + *'), { marginTop: '0.6em' });

// Legal pages: section titles at the type scale (20 → 24 px), sub-headings semibold.
globalStyle(inDocument('h2'), {
  fontSize: vars.font.size.xl,
  letterSpacing: 'normal',
  '@media': { [mediaQueries.md]: { fontSize: vars.font.size['2xl'] } },
});
globalStyle(inDocument('h3'), { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, letterSpacing: 'normal' });

globalStyle(inProse('strong, b'), { fontWeight: vars.font.weight.bold });

globalStyle(inProse('a'), {
  color: vars.color.text.link,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
});
globalStyle(inProse('a:hover'), { color: vars.color.text.linkHover, textDecorationThickness: '2px' });
// Plain links are not react-aria's, so the shared focusRing's data attribute is not set: same ring, by :focus-visible.
globalStyle(inProse('a:focus-visible'), {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});

globalStyle(inProse('ul, ol'), { paddingInlineStart: '1.5em' });
globalStyle(inProse('li + li'), { marginTop: '0.5em' });
globalStyle(inProse('li::marker'), { color: vars.color.text.brand });
globalStyle(inProse('ol > li::marker'), { fontWeight: vars.font.weight.semibold });
globalStyle(inProse('li > ul, li > ol'), { marginTop: '0.5em' });
globalStyle(inDocument('li'), { paddingInlineStart: vars.space['1'] });

globalStyle(inProse('blockquote'), {
  marginInline: 0,
  paddingBlock: '0.75em',
  paddingInline: '1.25em',
  borderInlineStart: `4px solid ${vars.color.border.brand}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.bg.brandSubtle,
  fontSize: '1.05em',
  fontStyle: 'italic',
  color: vars.color.text.default,
});

// Images fill the measure at their own proportions; before one loads it holds the seeded
// images' 1200 × 630 shape, so the text below does not jump.
globalStyle(inProse('img'), {
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: 'auto 1200 / 630',
  borderRadius: vars.radius.lg,
  background: vars.color.bg.subtle,
});
globalStyle(inProse('figcaption'), { marginTop: '0.5em', fontSize: vars.font.size.sm, color: vars.color.text.muted });

// Tables scroll sideways on phones instead of widening the page.
globalStyle(inProse('table'), {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: '0.9em',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(inProse('th, td'), {
  paddingBlock: '0.5em',
  paddingInline: '0.75em',
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inProse('th'), { fontWeight: vars.font.weight.semibold, background: vars.color.bg.subtle });

globalStyle(inProse('hr'), { border: 0, borderTop: `1px solid ${vars.color.border.default}` });
globalStyle(inProse('code'), {
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
  paddingInline: '0.25em',
  borderRadius: vars.radius.sm,
  background: vars.color.bg.subtle,
});
