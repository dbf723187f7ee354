/**
 * The code as the component's `value` string and as one slot per box. A
 * cleared box in the middle is a space, so the other digits keep their places;
 * trailing empty boxes are dropped ("12" is two digits typed of six).
 */

export function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value[index] ?? '';
    return /^\d$/.test(char) ? char : '';
  });
}

export function fromSlots(slots: readonly string[]): string {
  return slots
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();
}

/** True when every box holds a digit. */
export function isComplete(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** Only the digits of pasted or autofilled text: "123-456", "123 456" and "Code: 123456" all give "123456". */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Writes `digits` into the slots from `start`. A paste of a whole code fills
 * every box from the first, wherever the caret was. Returns the new slots and
 * the box that should take focus next.
 */
export function fillFrom(slots: readonly string[], start: number, digits: string): { slots: string[]; focus: number } {
  const length = slots.length;
  const from = digits.length >= length ? 0 : start;
  const next = [...slots];
  const written = digits.slice(0, length - from);
  for (let offset = 0; offset < written.length; offset += 1) next[from + offset] = written[offset] as string;
  return { slots: next, focus: Math.min(from + written.length, length - 1) };
}
