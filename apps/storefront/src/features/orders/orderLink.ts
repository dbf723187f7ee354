import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The order detail link's id: the order id encrypted with AES (crypto-js, a passphrase) and then
 * URL-encoded, as the earlier shop did, so links keep their shape. This only keeps order numbers out
 * of plain sight in a URL; it is not protection. The passphrase ships to every browser, and the
 * server answers an order only to the customer who owns it (another customer's is 'Order not found.').
 */
const ORDER_LINK_PASSPHRASE = 'birdshield-india-order-link';

const ORDER_DETAIL_PATH = '/order-detail';

/** The delivery timeline's id on the order detail page, where 'Track' leads. */
export const DELIVERY_STATUS_ANCHOR = 'delivery-status';

/** `12` → a URL-safe string that differs on every call (AES with a random salt). */
export function encryptOrderId(orderId: number): string {
  return encodeURIComponent(AES.encrypt(String(orderId), ORDER_LINK_PASSPHRASE).toString());
}

/**
 * The order id in a link's `:encryptedId`, or null when it is not one of ours (garbage, a truncated
 * link, another passphrase). Accepts the segment as the router hands it (already decoded) or still
 * URL-encoded.
 */
export function decryptOrderId(encryptedId: string | undefined): number | null {
  if (!encryptedId) return null;
  // Base64 never holds '%': a segment with one is still URL-encoded. Reading it one way only matters,
  // since AES of the wrong bytes can now and then decrypt to a short run of digits.
  return decrypt(encryptedId.includes('%') ? safelyDecoded(encryptedId) : encryptedId);
}

/** The order detail page of an order. */
export function orderDetailPath(orderId: number): string {
  return `${ORDER_DETAIL_PATH}/${encryptOrderId(orderId)}`;
}

/** 'Track': an order detail page (from orderDetailPath), at its delivery timeline. */
export function atDeliveryStatus(detailPath: string): string {
  return `${detailPath}#${DELIVERY_STATUS_ANCHOR}`;
}

function decrypt(ciphertext: string | null): number | null {
  if (!ciphertext) return null;
  try {
    const text = AES.decrypt(ciphertext, ORDER_LINK_PASSPHRASE).toString(Utf8);
    if (!/^[1-9]\d{0,15}$/.test(text)) return null;
    const id = Number(text);
    return Number.isSafeInteger(id) ? id : null;
  } catch {
    // crypto-js throws 'Malformed UTF-8 data' when the wrong key or bytes decrypt to noise.
    return null;
  }
}

function safelyDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
