/**
 * What an attacker sends the API, picked by hand: the contract walk sends every one of them to every operation's
 * paths, queries and whole bodies, and the contract fuzz draws from them for each field it breaks.
 */

/** Objects nested `depth` deep; past 32 levels the body is refused before it is parsed. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** What an attacker puts in a JSON field, or sends as the whole body. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'x'.repeat(5000),
  '',
  'nul\u0000byte',
  '<script>alert(document.cookie)</script>',
  "' OR '1'='1'; DROP TABLE users; --",
  '1e309',
  '2026-02-30T25:61:00Z',
  12345,
  -1,
  1.5,
  2147483648,
  1e308,
  true,
  null,
  [],
  { $ne: null },
  nested(40),
];

/** What an attacker puts in a path segment or a query value (already URL-encoded). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  'abc',
  '-1',
  '1.5',
  '1e309',
  '99999999999',
  'nul%00byte',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%27%20OR%20%271%27%3D%271',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '%E0%A4',
];
