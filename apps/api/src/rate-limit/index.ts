/**
 * Rate limits' public face: the database-backed fixed-window counters, as the rest of the API uses them.
 */
export { consumeRateLimit, countHit, deleteExpiredCounters, refundRateLimit, secondsLeftInWindow } from './limiter';
export type { RateLimitRule } from './limiter';
