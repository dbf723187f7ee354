/** Escaping for the text the server writes into HTML, XML and inline JSON. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe as element content and as a quoted attribute value, in HTML and in XML alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON to place inside a `<script>` element: `<`, `>` and `&` become \u escapes, so no value can close the
 * element (`</script>`) or open a comment, and the result still parses to the same data.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}
