import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`: a run of quick changes (presses on a stepper) counts once. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
