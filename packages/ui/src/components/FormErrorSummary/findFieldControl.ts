/**
 * The control a user types into or presses for the form field `name`, inside
 * `scope`. Text fields and checkboxes carry the name on their own input.
 * react-aria keeps it elsewhere for form submission: NumberField on a hidden
 * input right after the field, Select on a hidden select inside the field;
 * the visible control of that field is taken instead.
 */
export function findFieldControl(scope: ParentNode, name: string): HTMLElement | null {
  const named = scope.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!named) return null;
  if (isReachable(named)) return named;
  const field = isHiddenInput(named) ? named.previousElementSibling : named.closest('[data-rac]');
  return (
    field?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea') ??
    field?.querySelector<HTMLElement>('button') ??
    null
  );
}

function isHiddenInput(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.type === 'hidden';
}

function isReachable(element: HTMLElement): boolean {
  return !isHiddenInput(element) && element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]');
}
