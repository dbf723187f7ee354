/**
 * react-aria announces a pending button through its live region with a reference to the button's id, and
 * keeps it for 7 s. A story whose pending button is gone by its end (the state moved on, the dialog
 * closed) would have axe report the dangling reference, in it or in the next story. Stories only.
 */
export function removeStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const ids = node.getAttribute('aria-labelledby')?.split(' ') ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/** For a meta's `beforeEach`: clears every pending announcement once the story ends. */
export function clearAnnouncementsAfterStory() {
  return () => {
    document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => node.remove());
  };
}
