/**
 * Links whose last part is a secret: the cash-on-delivery confirmation, the way out of offers, a complaint's status page and a quote's page (the
 * storefront's pages and the API they call). Whoever holds one acts for the customer without signing in, so it
 * is written nowhere but the message that carries it: the request log, the printed demo mail and a message kept
 * after it was sent show it withheld.
 */
const SECRET_PATH = /(\/confirm-order\/|\/api\/user\/cod-confirmations\/|\/unsubscribe\/|\/api\/user\/offer-unsubscribe\/|\/complaint\/|\/api\/user\/complaint-links\/)[^/?#\s"'<>]+/g;

/** A quote's page carries its secret in `token=` after the quote's number (the storefront's page and the API's). */
const QUOTE_TOKEN = /(\/quotes\/Q-[0-9]{4}-[0-9]+\/?\?(?:[^#\s"'<>]*&)?token=)[^&#\s"'<>]+/g;

/** What stands in a link for the secret left out. */
export const WITHHELD = '[withheld]';

export function withoutSecretLinks(text: string): string {
  return text.replace(SECRET_PATH, `$1${WITHHELD}`).replace(QUOTE_TOKEN, `$1${WITHHELD}`);
}

export function holdsSecretLink(text: string): boolean {
  return withoutSecretLinks(text) !== text;
}
