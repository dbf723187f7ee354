import { visuallyHidden } from '../../styles/visuallyHidden.css';

/**
 * The polite live region in which the shell names each new page after a navigation. Always in the
 * page (a live region must exist before its text changes to be spoken), never seen.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
