/**
 * Calls `onFound` with the first h1 inside `root` as soon as there is one: at once, or when the
 * page renders it (after its own spinner, or once its data has loaded). Returns a function that
 * stops waiting, for when the reader navigates on first.
 */
export function whenHeadingAppears(root: HTMLElement, onFound: (heading: HTMLElement) => void): () => void {
  const find = () => root.querySelector<HTMLElement>('h1');
  const heading = find();
  if (heading) {
    onFound(heading);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const appeared = find();
    if (!appeared) return;
    observer.disconnect();
    onFound(appeared);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Moves focus to the heading, unless the reader has moved on meanwhile (focus is somewhere other
 * than the page container or nowhere, e.g. they started typing in the search box during a spinner).
 */
export function focusHeading(heading: HTMLElement, container: HTMLElement): boolean {
  const active = heading.ownerDocument.activeElement;
  if (active && active !== heading.ownerDocument.body && active !== container) return false;
  // Focusable from script only: a heading is no stop for the Tab key.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}
