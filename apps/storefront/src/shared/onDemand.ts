import { useEffect, useRef, useState, type ComponentType } from 'react';
import { shellCopy } from '../copy/shell';
import { afterNextPaint } from './afterNextPaint';
import { notify } from './toasts';

export interface OnDemand<Props> {
  /** Starts fetching the code; call it on the trigger's hover or focus so it is ready when pressed. */
  preload(): void;
  /**
   * The component once its code has arrived, else undefined. It is fetched the first time `wanted` is
   * true; if that fails (offline), `onFailure` runs and the next time `wanted` turns true tries again.
   */
  useComponent(wanted: boolean, onFailure?: () => void): ComponentType<Props> | undefined;
  /**
   * For an overlay the shopper opens: its component while `isOpen`. If its code cannot be fetched,
   * `close` runs and a toast says it could not be opened; the next opening tries again.
   */
  useOverlay(isOpen: boolean, close: () => void): ComponentType<Props> | undefined;
}

/**
 * A component whose code is fetched when it is first needed rather than with the shell: the header's
 * overlays (side menu, category and account menus) would otherwise add about 30 KB of compressed
 * JavaScript that every first page waits for. Unlike React.lazy, a failed fetch neither throws into
 * the shell nor sticks: the overlay just does not open, and the next try fetches again.
 */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;

  const fetchComponent = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function useComponent(wanted: boolean, onFailure?: () => void) {
    // A function in state would be called as an updater: keep the component in a box.
    const [box, setBox] = useState(() => (loaded ? { component: loaded } : undefined));
    const onFailureRef = useRef(onFailure);
    useEffect(() => {
      onFailureRef.current = onFailure;
    });
    useEffect(() => {
      if (!wanted || box) return undefined;
      let current = true;
      // An effect of a tap's render runs before the tap's frame is painted.
      const cancel = afterNextPaint(() =>
        fetchComponent().then(
          (component) => current && setBox({ component }),
          () => current && onFailureRef.current?.(),
        ),
      );
      return () => {
        current = false;
        cancel();
      };
    }, [wanted, box]);
    return box?.component;
  }

  function useOverlay(isOpen: boolean, close: () => void) {
    return useComponent(isOpen, () => {
      close();
      notify.error(shellCopy.couldNotOpen);
    });
  }

  return {
    // Heard in the focus or hover of the tap that opens the part: asked for once that tap is answered. A failed early
    // fetch is not an error yet: it is tried again when the component is wanted.
    preload: () => void afterNextPaint(() => void fetchComponent().catch(() => undefined)),
    useComponent,
    useOverlay,
  };
}
