/**
 * How deep a JSON text nests, found by one pass over its characters before it is parsed. A body nested
 * thousands deep is harmless to JSON.parse but not to what walks the parsed value afterwards (recursive
 * validators and checks), where it failed as a 500; no request of the contract nests more than a few
 * levels, so such a body is refused as the client's mistake before anything walks it.
 */
import { InvalidInputError, problem } from '../errors';

/** The contract's deepest body (an order's items) nests three levels; this leaves room for any client. */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` objects or arrays inside one another (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

export function tooDeeplyNested(): InvalidInputError {
  return new InvalidInputError({ non_field_errors: [problem('json_too_deep', `Nest objects and lists at most ${MAX_JSON_DEPTH} levels deep.`)] }, 'The JSON body is nested too deeply.');
}
