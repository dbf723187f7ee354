import { Spinner } from '@shop/ui/Spinner';
import { accountCopy } from '../../../copy/account';
import { useProfile } from '../../../features/session';
import { AccountPageFrame } from '../AccountPageFrame';
import * as frame from '../AccountPageFrame.css';
import * as styles from './ManageAccount.css';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

const copy = accountCopy.manageAccount;

/** /account/manage-account: the customer's name and contact number, and their password. */
export function ManageAccountPage() {
  const { profile } = useProfile();
  return (
    <AccountPageFrame title={copy.title} intro={copy.intro}>
      {profile ? (
        <div className={styles.columns}>
          {/* key: another customer's profile (after a new login) starts a fresh form. */}
          <ProfileForm key={profile.id} profile={profile} />
          <PasswordForm />
        </div>
      ) : (
        <div className={frame.loading}>
          <Spinner label={accountCopy.loadingProfile} size="lg" />
        </div>
      )}
    </AccountPageFrame>
  );
}
