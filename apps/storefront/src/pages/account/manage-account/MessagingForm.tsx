import {
  errorDetail,
  errorStatus,
  useGetMessagingPreferencesQuery,
  useUpdateMessagingPreferencesMutation,
  type MessagingPreferencesUpdate,
  type ShopApiError,
} from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { MessagingPreferences } from '@shop/ui/MessagingPreferences';
import { Spinner } from '@shop/ui/Spinner';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { accountCopy } from '../../../copy/account';
import { serverFieldErrors } from '../../../features/forms/fieldErrors';

const copy = accountCopy.manageAccount.messaging;

/**
 * WhatsApp and SMS: the number and a switch per channel for order updates and for offers, each saved the
 * moment it is flipped (PATCH /api/user/profile/messaging/), so withdrawing takes one tap.
 */
export function MessagingForm() {
  const { data: preferences, error: loadError, refetch, isFetching } = useGetMessagingPreferencesQuery();
  const [update] = useUpdateMessagingPreferencesMutation();
  const [errorMessage, setErrorMessage] = useState<string | undefined>();
  const [mobileError, setMobileError] = useState<string | undefined>();

  const save = async (change: MessagingPreferencesUpdate) => {
    setErrorMessage(undefined);
    setMobileError(undefined);
    try {
      await update({ messagingPreferencesUpdate: change }).unwrap();
    } catch (thrown) {
      const error = thrown as ShopApiError;
      // A refused token signs the customer out (the store's rule); nothing more to say here.
      if (errorStatus(error) === 401) throw thrown;
      const mobile = serverFieldErrors(error, ['mobile']).mobile?.[0];
      if (mobile) setMobileError(mobile);
      else setErrorMessage(errorDetail(error) ?? copy.failed);
      // The switch goes back: the choice was not saved.
      throw thrown;
    }
  };

  if (!preferences) {
    return (
      <Surface as="section" aria-label={copy.title}>
        {loadError ? (
          <Box display="grid" justifyItems="start" gap="3" role="alert">
            <Text>{copy.loadFailed}</Text>
            <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
              {copy.retry}
            </Button>
          </Box>
        ) : (
          <Spinner label={copy.loading} isLabelVisible />
        )}
      </Surface>
    );
  }
  // A panel of its own, beside the page's other two.
  return (
    <MessagingPreferences
      preferences={preferences}
      onChange={save}
      errorMessage={errorMessage}
      mobileError={mobileError}
      headingLevel={2}
      labels={{ stopped: (channel) => copy.stopped[channel] }}
    />
  );
}
