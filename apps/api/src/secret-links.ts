/**
 * Links whose last part is a secret: the cash-on-delivery confirmation, the way out of offers and a complaint's status page (the
 * storefront's pages and the API they call). Whoever holds one acts for the customer without signing in, so it
 * is written nowhere but the message that carries it: the request log, the printed demo mail and a message kept
 * after it was sent show it withheld.
 */
const SECRET_PATH = /(\/confirm-order\/|\/api\/user\/cod-confirmations\/|\/unsubscribe\/|\/api\/user\/offer-unsubscribe\/|\/complaint\/|\/api\/user\/complaint-links\/)[^/?#\s"'<>]+/g;

/** What stands in a link for the secret left out. */
export const WITHHELD = '[withheld]';

export function withoutSecretLinks(text: string): string {
  return text.replace(SECRET_PATH, `$1${WITHHELD}`);
}

export function holdsSecretLink(text: string): boolean {
  return withoutSecretLinks(text) !== text;
}
