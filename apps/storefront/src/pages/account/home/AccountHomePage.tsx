import { Button } from '@shop/ui/Button';
import { LogoutIcon } from '../../../components/icons/shellIcons';
import { accountCopy } from '../../../copy/account';
import { useProfile, useSession, useSignOut } from '../../../features/session';
import { AccountPageFrame } from '../AccountPageFrame';
import * as frame from '../AccountPageFrame.css';
import * as styles from './AccountHome.css';
import { AccountSectionCard } from './AccountSectionCard';
import { accountSections } from './accountSections';

const copy = accountCopy.home;

/**
 * /account: 'Welcome Back, {name}' and the four cards (Manage Account, Manage Orders, Manage
 * Address, Manage Payment Methods). Phones have no account menu in the header, so Logout is here too.
 */
export function AccountHomePage() {
  const { name } = useSession();
  const { profile } = useProfile();
  const signOut = useSignOut();

  return (
    <AccountPageFrame
      title={copy.title(name)}
      documentTitle={accountCopy.breadcrumbs.account}
      intro={profile ? copy.signedInAs(profile.email) : copy.intro}
      isSubpage={false}
    >
      <ul className={styles.cards} aria-label={copy.cardsLabel} role="list">
        {accountSections.map((section) => (
          <li key={section.href} className={styles.cardItem}>
            <AccountSectionCard section={section} />
          </li>
        ))}
      </ul>
      <section className={styles.logout} aria-labelledby="account-logout-title">
        <div className={styles.logoutText}>
          <h2 id="account-logout-title" className={frame.panelTitle}>
            {copy.logoutTitle}
          </h2>
          <p className={frame.panelText}>{copy.logoutHint}</p>
        </div>
        <Button variant="secondary" onPress={signOut} className={styles.logoutButton}>
          <LogoutIcon />
          {copy.logout}
        </Button>
      </section>
    </AccountPageFrame>
  );
}
