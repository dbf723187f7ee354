/** A page's form fields as people find and fill them: by their visible label, typing into them, reading their errors. */
import { act } from 'react';

/** The input a visible label names. */
export function field(within: ParentNode, label: RegExp): HTMLInputElement {
  const matches = [...within.querySelectorAll('label')].filter((candidate) => label.test(candidate.textContent ?? ''));
  if (matches.length !== 1) throw new Error(`Expected one label ${String(label)}, found ${matches.length}`);
  const input = matches[0]!.ownerDocument.getElementById(matches[0]!.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input for ${String(label)}`);
  return input;
}

/** Types `value` over the input's text, as a person does: React and react-aria see an input event. */
export async function fill(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The error message a field (an input, a group) is described by, as a screen reader reads it after its name. */
export function errorUnder(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id))
    .filter((described) => described?.getAttribute('slot') === 'errorMessage')
    .map((described) => described!.textContent)
    .join(' ');
}
