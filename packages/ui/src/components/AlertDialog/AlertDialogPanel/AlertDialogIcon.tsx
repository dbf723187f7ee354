import * as styles from '../AlertDialog.css';

/** Decorative: the title says what is being asked. A warning triangle for destructive questions, a question mark otherwise. */
export function AlertDialogIcon({ variant }: { variant: 'default' | 'destructive' }) {
  return (
    <span className={styles.icon({ variant })} aria-hidden="true">
      <svg className={styles.iconGlyph} viewBox="0 0 24 24" fill="none" focusable="false">
        {variant === 'destructive' ? (
          <>
            <path
              d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path d="M12 9v4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="16.8" r="1.2" fill="currentColor" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M9.6 9.4a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2.2-2.4 3.6"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
            <circle cx="12" cy="17" r="1.1" fill="currentColor" />
          </>
        )}
      </svg>
    </span>
  );
}
