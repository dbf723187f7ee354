/**
 * An upstream postal pincode lookup (PINCODE_LOOKUP_URL, e.g. https://api.postalpincode.in), asked
 * before the bundled directory because it knows pincodes opened since the directory was made. It is
 * asked with a short timeout, and its answers are cached, so a slow or failing upstream costs a shopper
 * at most one short wait before the directory answers instead.
 */
import { parsePostalAnswer, type PostalAnswer } from './postal-answer';

export interface UpstreamLookupOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** How long an answer is reused; pincodes change rarely. */
  cacheTtlMs?: number;
  /** Bound on remembered pincodes, so memory stays flat whatever shoppers type. */
  cacheSize?: number;
  now?: () => number;
}

export type UpstreamLookup = (pincode: string) => Promise<PostalAnswer | null>;

export function createUpstreamLookup({
  baseUrl,
  timeoutMs = 1500,
  cacheTtlMs = 24 * 60 * 60 * 1000,
  cacheSize = 5000,
  now = Date.now,
}: UpstreamLookupOptions): UpstreamLookup {
  // A Map keeps insertion order, so the first key is the oldest: enough for a bounded cache.
  const cache = new Map<string, { answer: PostalAnswer; expiresAt: number }>();
  const root = baseUrl.replace(/\/+$/, '');

  return async (pincode) => {
    const cached = cache.get(pincode);
    if (cached && cached.expiresAt > now()) return cached.answer;
    cache.delete(pincode);

    let answer: PostalAnswer | null;
    try {
      const response = await fetch(`${root}/pincode/${pincode}`, { signal: AbortSignal.timeout(timeoutMs) });
      answer = response.ok ? parsePostalAnswer(await response.json()) : null;
    } catch {
      answer = null; // slow, down or not JSON: the caller falls back to the directory
    }
    if (answer) {
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(pincode, { answer, expiresAt: now() + cacheTtlMs });
    }
    return answer;
  };
}
