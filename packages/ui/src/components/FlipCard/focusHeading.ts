const headingSelector = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/**
 * Focuses the first heading inside `face`, or the face itself when it has
 * none, so focus never falls to the page when the face left becomes inert.
 * The target is made focusable by script (`tabindex="-1"`), not a Tab stop.
 */
export function focusHeading(face: HTMLElement | null): void {
  const target = face?.querySelector<HTMLElement>(headingSelector) ?? face;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
