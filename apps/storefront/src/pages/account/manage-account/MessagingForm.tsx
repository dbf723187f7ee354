import {
  errorStatus,
  useConfirmMessagingVerificationCodeMutation,
  useGetMessagingPreferencesQuery,
  useSendMessagingVerificationCodeMutation,
  useUpdateMessagingPreferencesMutation,
  type MessagingChannel,
  type MessagingPreferencesUpdate,
  type ShopApiError,
} from '@shop/api-client';
import { shownDetail } from '../../../features/errors';
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
const { sendBy, codeSent, codeLasts, ...proofWords } = copy.proof;

/**
 * WhatsApp and SMS: the number and a switch per channel for order updates and for offers, each saved the
 * moment it is flipped (PATCH /api/user/profile/messaging/), so withdrawing takes one tap; and, while the
 * number is not confirmed, the code that confirms it (POST …/messaging/verification/ and …/confirm/).
 */
export function MessagingForm() {
  const { data: preferences, error: loadError, refetch, isFetching } = useGetMessagingPreferencesQuery();
  const [update] = useUpdateMessagingPreferencesMutation();
  const [errorMessage, setErrorMessage] = useState<string | undefined>();
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [sendCode] = useSendMessagingVerificationCodeMutation();
  const [confirmCode] = useConfirmMessagingVerificationCodeMutation();
  const [sendCodeError, setSendCodeError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();

  /** Runs a request; a refused token signs the customer out (the store's rule), any other error is shown by `show`. */
  const attempt = async <T,>(request: () => Promise<T>, show: (error: ShopApiError) => void): Promise<T> => {
    try {
      return await request();
    } catch (thrown) {
      const error = thrown as ShopApiError;
      if (errorStatus(error) !== 401) show(error);
      throw thrown;
    }
  };

  const askForCode = (channel: MessagingChannel) => {
    setSendCodeError(undefined);
    return attempt(
      () => sendCode({ messagingVerificationRequest: { channel } }).unwrap(),
      // STOP on that channel and a code that cannot go there name `channel`; too many codes, or no number, say why in `detail`.
      (error) => setSendCodeError(serverFieldErrors(error, ['channel']).channel?.[0] ?? shownDetail(error) ?? copy.proof.sendFailed),
    );
  };

  const typeCode = (code: string) => {
    setCodeError(undefined);
    return attempt(
      () => confirmCode({ messagingVerificationConfirm: { code } }).unwrap(),
      (error) => setCodeError(serverFieldErrors(error, ['code']).code?.[0] ?? shownDetail(error) ?? copy.failed),
    );
  };

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
      else setErrorMessage(shownDetail(error) ?? copy.failed);
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
      onSendCode={askForCode}
      onConfirmCode={typeCode}
      sendCodeError={sendCodeError}
      codeError={codeError}
      headingLevel={2}
      labels={{
        stopped: (channel) => copy.stopped[channel],
        ...proofWords,
        sendBy: (channel) => sendBy[channel],
        codeSent: (channel, minutes) => `${codeSent[channel]} ${codeLasts(minutes)}`,
      }}
    />
  );
}
