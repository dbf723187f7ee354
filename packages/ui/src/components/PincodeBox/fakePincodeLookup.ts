/** A stand-in for the postal lookup in stories: answers after a moment; 000000 does not exist. */
export async function fakePincodeLookup(pincode: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return pincode !== '000000';
}

/**
 * react-aria announces a pending button through its live region with a
 * reference to the button's id, and keeps it for 7 s. Once the next story
 * renders, that id is gone and axe would blame that story for the dangling
 * reference, so stories that make Check pending clear it when they end.
 */
export function clearPendingAnnouncements() {
  return () => {
    document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => node.remove());
  };
}
