import { Link } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { useSession } from '../../features/session';
import { AccountIcon } from '../icons/shellIcons';
import { AccountMenu } from './AccountMenu';
import * as styles from './SiteHeader.css';

/** Signed out, the account icon links to /signup; signed in, it opens the account menu. */
export function AccountControl() {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <AccountMenu />;
  return (
    <Link to="/signup" className={styles.iconButton} aria-label={shellCopy.header.signUp}>
      <AccountIcon className={styles.icon} />
    </Link>
  );
}
