/**
 * Shiprocket's times as instants. Its API writes local Indian time without an offset, in two shapes:
 * "2023-05-19 11:59:16" (scans, pickups, tracking) and "23 05 2023 11:43:52" (a webhook's
 * current_timestamp). A time that carries its own offset or `Z` is read as written.
 */

const INDIA_OFFSET = '+05:30';

const SHAPES = [
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[ T](?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d+)?)?\s*(?<offset>Z|[+-]\d{2}:?\d{2})?$/,
  /^(?<day>\d{2}) (?<month>\d{2}) (?<year>\d{4}) (?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})$/,
];

/** The instant a Shiprocket time names, or null for anything else (an empty field, "NA"). */
export function shiprocketTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const parts = SHAPES.map((shape) => shape.exec(value.trim())?.groups).find((groups) => groups !== undefined);
  if (!parts) return null;
  const { year, month, day, hour, minute, second = '00', offset } = parts;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone(offset)}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "+0530" → "+05:30"; none → India's. */
function zone(offset: string | undefined): string {
  if (offset === undefined) return INDIA_OFFSET;
  return offset === 'Z' || offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}
