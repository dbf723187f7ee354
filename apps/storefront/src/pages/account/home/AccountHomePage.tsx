import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { LogoutIcon } from '@shop/ui/Icon';
import { Text } from '@shop/ui/Text';
import { accountCopy } from '../../../copy/account';
import { useProfile, useSession, useSignOut } from '../../../features/session';
import { AccountPageFrame } from '../AccountPageFrame';
import { AccountPanelTitle } from '../AccountPanelTitle';
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
      <Grid as="ul" columns={{ mobile: 1, md: 2, lg: 4 }} gap={{ mobile: '3', md: '4' }} aria-label={copy.cardsLabel} role="list">
        {accountSections.map((section) => (
          <Box as="li" key={section.href} display="flex">
            <AccountSectionCard section={section} />
          </Box>
        ))}
      </Grid>
      <Grid
        as="section"
        columns={{ mobile: 1, sm: 'main-auto' }}
        gap="3"
        alignItems="center"
        padding="5"
        borderRadius="lg"
        background="subtle"
        aria-labelledby="account-logout-title"
      >
        <Box display="grid" gap="1">
          <AccountPanelTitle id="account-logout-title">{copy.logoutTitle}</AccountPanelTitle>
          <Text tone="muted" leading="body">
            {copy.logoutHint}
          </Text>
        </Box>
        <Button variant="secondary" onPress={() => void signOut()} className={styles.logoutButton}>
          <LogoutIcon />
          {copy.logout}
        </Button>
      </Grid>
    </AccountPageFrame>
  );
}
