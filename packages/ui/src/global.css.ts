import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

/**
 * A minimal reset and the body type. Import once, for its side effect, at the
 * root of an app (`import '@shop/ui/global.css'`) together with the theme class on `<html>`.
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchor links and focus moves should not hide under a sticky header.
  scrollPaddingTop: vars.space['16'],
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
  background: vars.color.bg.canvas,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.font.lineHeight.tight, textWrap: 'balance' });

globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });

// Form controls do not inherit type by default.
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.text.link, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.text.linkHover });
