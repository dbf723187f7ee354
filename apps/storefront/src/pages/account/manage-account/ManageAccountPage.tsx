import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Spinner } from '@shop/ui/Spinner';
import { accountCopy } from '../../../copy/account';
import { useProfile } from '../../../features/session';
import { AccountPageFrame } from '../AccountPageFrame';
import { MessagingForm } from './MessagingForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

const copy = accountCopy.manageAccount;

/** /account/manage-account: the customer's name and contact number, their password, and their WhatsApp and SMS choices. */
export function ManageAccountPage() {
  const { profile } = useProfile();
  return (
    <AccountPageFrame title={copy.title} intro={copy.intro}>
      {profile ? (
        <Box display="grid" gap={{ mobile: '5', lg: '6' }}>
          <Grid columns={{ mobile: 1, lg: 2 }} gap={{ mobile: '5', lg: '6' }} alignItems="flex-start">
            {/* key: another customer's profile (after a new login) starts a fresh form. */}
            <ProfileForm key={profile.id} profile={profile} />
            <PasswordForm />
          </Grid>
          <MessagingForm key={profile.id} />
        </Box>
      ) : (
        <Box display="grid" justifyItems="center" paddingY="12">
          <Spinner label={accountCopy.loadingProfile} size="lg" />
        </Box>
      )}
    </AccountPageFrame>
  );
}
