/** A picture frame, shown where a product has no image. Decorative. */
export function PlaceholderIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2.5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8.5" cy="9.5" r="1.75" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3.5 17.5l5-5 3.5 3.5 2.5-2.5 6 6" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
