import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Dialog, Modal } from '@shop/ui/Modal';
import { OtpInput } from '@shop/ui/OtpInput';
import { Text } from '@shop/ui/Text';
import { useId, useState, type FormEvent } from 'react';
import { Button as TextButton } from 'react-aria-components/Button';
import { signupCopy } from '../../copy/signup';
import * as faceStyles from './AuthFace.css';
import { isValidOtp } from './signupFields';
import * as styles from './SignupPage.css';

const copy = signupCopy.verification;

export interface EmailVerificationDialogProps {
  /** Where the code went; the dialog is open while set. */
  email: string | null;
  isVerifying: boolean;
  isResending: boolean;
  /** The last failure, shown under the boxes (it was also a toast). */
  error: string | null;
  onCodeChange: () => void;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** ✕, Escape and 'Change Email'. */
  onClose: () => void;
  /** 'Change Email' closes too, and then sends the customer back to the e-mail field. */
  onChangeEmail: () => void;
}

/**
 * 'Email Verification': six single-digit boxes (a pasted code fills them all), Verify (enabled at
 * six digits), a close control, 'Change Email' (closes it, back to the form) and a new code on
 * request. The dialog stays open while the code is checked and the account created.
 */
export function EmailVerificationDialog({
  email,
  isVerifying,
  isResending,
  error,
  onCodeChange,
  onVerify,
  onResend,
  onClose,
  onChangeEmail,
}: EmailVerificationDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  // A dialog opened for another (or the same, again) address starts with empty boxes.
  const [openedFor, setOpenedFor] = useState(email);
  if (openedFor !== email) {
    setOpenedFor(email);
    if (email !== null) setCode('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(code);
  };

  return (
    <Modal
      isOpen={email !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isVerifying}
    >
      <Dialog
        title={copy.title}
        closeLabel={copy.close}
        footer={
          <>
            <TextButton className={`${faceStyles.textButton} ${styles.changeEmail}`} onPress={onChangeEmail} isDisabled={isVerifying}>
              {copy.changeEmail}
            </TextButton>
            <Button
              type="submit"
              form={formId}
              isDisabled={!isValidOtp(code)}
              isPending={isVerifying}
              pendingLabel={copy.verifying}
            >
              {copy.verify}
            </Button>
          </>
        }
      >
        <Box as="form" id={formId} onSubmit={submit} display="grid" gap="4">
          <OtpInput
            label={copy.codeLabel}
            description={copy.description(email ?? '')}
            digitLabel={copy.digitLabel}
            value={code}
            onChange={(next) => {
              setCode(next);
              onCodeChange();
            }}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
            autoFocus
          />
          <Text size="sm" leading="body" tone="muted">
            {copy.spamHint}{' '}
            <TextButton className={faceStyles.textButton} onPress={onResend} isPending={isResending} isDisabled={isVerifying}>
              {copy.resend}
            </TextButton>
          </Text>
        </Box>
      </Dialog>
    </Modal>
  );
}
