/**
 * The shop's allow-list for stored rich HTML (blog articles). Articles come from our own database,
 * but an admin account can be phished and a rich-text paste can carry anything, so every article is
 * reduced to this list when it is written or seeded, and the storefront shows the stored HTML as it
 * is. Parsing, escaping and the URL scheme checks are sanitize-html's, not ours.
 */
import sanitizeHtml from 'sanitize-html';

/** Anything more is not an image size but an attempt to break the layout. */
const IMAGE_DIMENSION = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'img',
    'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Relative URLs always pass; an absolute one needs one of these schemes. Images: https only
  // (http would be mixed content), never data: or javascript:.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" takes its scheme from the page: not a path on our site.
  allowProtocolRelative: false,
  // Their content is code or an embedded document, never words a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'title'],
  transformTags: {
    // Rich-text editors still write <b> and <i>; they mean what <strong> and <em> mean.
    b: 'strong',
    i: 'em',
    // A link to another site must not get a handle on our window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
    img: (tagName, attribs) => ({ tagName, attribs: withNumericSizesOnly(attribs) }),
  },
  // An image whose source was refused would show as a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function withNumericSizesOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept = { ...attribs };
  for (const name of ['width', 'height']) {
    const value = kept[name];
    if (value !== undefined && !IMAGE_DIMENSION.test(value.trim())) delete kept[name];
  }
  return kept;
}

/** The HTML reduced to the shop's allow-list. Idempotent: a clean article comes back unchanged. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
