import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

/**
 * Long-form reading type for article HTML, which carries no classes: a measure of about 70
 * characters, generous leading, headings that sit closer to their text than to what went before,
 * and full-width rounded images.
 */
export const prose = style({
  maxWidth: '70ch',
  fontSize: vars.font.size.md,
  lineHeight: 1.75,
  color: vars.color.text.default,
  overflowWrap: 'break-word',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.lg },
  },
});

const inProse = (selector: string) => selector.split(',').map((part) => `${prose} ${part.trim()}`).join(', ');

// Vertical rhythm: every block is spaced from the one before it; the first has no top margin.
globalStyle(inProse('> * + *'), { marginTop: '1.25em' });

// h1s reach the body only as h2s (articleBodyHtml demotes them); the page title is the one h1.
globalStyle(inProse('h2, h3'), {
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  scrollMarginTop: vars.space['16'],
});
globalStyle(inProse('h2'), { fontSize: '1.5em' });
globalStyle(inProse('h3'), { fontSize: '1.2em' });
globalStyle(inProse('* + h2'), { marginTop: '2em' });
globalStyle(inProse('* + h3'), { marginTop: '1.6em' });
globalStyle(inProse('h2 + *, h3 + *'), { marginTop: '0.6em' });

globalStyle(inProse('strong'), { fontWeight: vars.font.weight.bold });

globalStyle(inProse('a'), {
  color: vars.color.text.link,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
});
globalStyle(inProse('a:hover'), { color: vars.color.text.linkHover, textDecorationThickness: '2px' });
globalStyle(inProse('a:focus-visible'), { ...focusVisibleOutline, borderRadius: vars.radius.sm });

globalStyle(inProse('ul, ol'), { paddingInlineStart: '1.5em' });
globalStyle(inProse('li + li'), { marginTop: '0.5em' });
globalStyle(inProse('li::marker'), { color: vars.color.text.brand });
globalStyle(inProse('ol > li::marker'), { fontWeight: vars.font.weight.semibold });
globalStyle(inProse('li > ul, li > ol'), { marginTop: '0.5em' });

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
