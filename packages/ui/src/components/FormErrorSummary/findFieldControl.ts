/**
 * The control a user types into or presses for the form field `name`, inside
 * `scope`. Text fields and checkboxes carry the name on their own input;
 * react-aria's NumberField and Select keep it on a hidden input or select for
 * form submission, so the visible control beside it is taken instead.
 */
export function findFieldControl(scope: ParentNode, name: string): HTMLElement | null {
  const named = scope.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!named) return null;
  if (isReachable(named)) return named;
  const field = named.closest('[data-rac]') ?? named.parentElement;
  return (
    field?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea') ??
    field?.querySelector<HTMLElement>('button') ??
    null
  );
}

function isReachable(element: HTMLElement): boolean {
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]');
}
