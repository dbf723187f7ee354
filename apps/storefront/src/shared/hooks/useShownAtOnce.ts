import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A choice drawn at once where it was made, while what it changes follows in a transition. `value` is the owner's
 * (the listing's filters, read from the address). A change is drawn here, in a render of this component alone, and
 * handed to `onChange` in a transition, which a next tap interrupts rather than waits for: on a phone the owner's
 * render (the page around the grid of cards) was most of what a tap on a filter waited for. Once the owner's value
 * changes (it has caught up, or was changed elsewhere: Reset, Back), that is what shows.
 *
 * The change takes an updater and is the same function for the component's life, so parts given it can be memoised
 * and only the part a tap changed is drawn again.
 */
export function useShownAtOnce<Value>(value: Value, onChange: (value: Value) => void): [Value, (update: (current: Value) => Value) => void] {
  const [shown, setShown] = useState({ value, of: value });
  let current = shown;
  if (shown.of !== value) {
    current = { value, of: value };
    setShown(current);
  }
  const latest = useRef({ shown: current.value, value, onChange });
  useLayoutEffect(() => {
    latest.current = { shown: current.value, value, onChange };
  });
  const change = useCallback((update: (current: Value) => Value) => {
    const { shown: before, value: owners, onChange: apply } = latest.current;
    const next = update(before);
    // A second change before the next render builds on this one.
    latest.current.shown = next;
    setShown({ value: next, of: owners });
    startTransition(() => apply(next));
  }, []);
  return [current.value, change];
}
