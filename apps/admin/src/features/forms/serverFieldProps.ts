/** An editor's words for its fields, keyed by the server's field names. */
export interface FieldCopy<Name extends string> {
  fields: Record<Name, string>;
  /** A hint that depends on the value (a function) is the caller's to give. */
  hints?: Partial<Record<Name, unknown>>;
}

/**
 * The props a field takes by the server's name for it: the name (so a refused save's messages reach it), its label
 * and hint from the copy, and the server's messages under it. The value and its setter stay with the caller, as a
 * form may name its values otherwise (a coupon's `minOrderPaise` is the server's `min_order_paise`).
 */
export function serverFieldProps<Name extends string>(copy: FieldCopy<Name>, messages: Partial<Record<string, string[]>>) {
  return (name: Name) => {
    const hint = copy.hints?.[name];
    return { name, label: copy.fields[name], description: typeof hint === 'string' ? hint : undefined, errorMessage: messages[name]?.join(' ') };
  };
}
