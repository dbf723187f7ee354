import type { ToastTone } from '../toastQueue';
import * as styles from '../Toast.css';

const paths: Record<ToastTone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6m0 4h.01',
  info: 'M12 11v6m0-10h.01',
};

/** A tick, an exclamation mark or an "i" on the tone's tinted disc. Decorative: the message says what happened. */
export function ToastIcon({ tone }: { tone: ToastTone }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg className={styles.iconGlyph} viewBox="0 0 24 24" fill="none" focusable="false">
        <path d={paths[tone]} stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
