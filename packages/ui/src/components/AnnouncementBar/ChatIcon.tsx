/** A speech bubble with a handset: "chat with us". Decorative; the link is named by its number and hint. */
export function ChatIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8a9.2 9.2 0 0 0-8 13.7L2.8 21.2l4.8-1.2A9.2 9.2 0 1 0 12 2.8z"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path
        d="M9.4 7.6l-1 .1c-.6.2-1.2 1-1.1 2 .3 2.9 3.1 5.8 6 6.3 1 .2 1.9-.4 2.1-1.1l.1-.9-2-.9-.9.9c-1.2-.5-2.2-1.5-2.7-2.7l.9-.9z"
        fill="currentColor"
      />
    </svg>
  );
}
