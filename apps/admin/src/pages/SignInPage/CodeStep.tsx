import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Inline } from '@shop/ui/Inline';
import { OtpInput } from '@shop/ui/OtpInput';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { signInCopy as copy } from '../../copy/signIn';
import type { ServerProblem } from '../../features/forms/serverProblem';

const CODE_LENGTH = 6;

interface CodeStepProps {
  email: string;
  onSubmit: (code: string) => void;
  isPending: boolean;
  problem: ServerProblem | null;
  /** Step 1 again with the same e-mail and password: a fresh code, the old one stops working. */
  onSendNewCode: () => void;
  isSendingNewCode: boolean;
  /** Back to step 1 to type another e-mail or password. */
  onOtherAccount: () => void;
}

/**
 * Step 2: the six digits mailed to the staff address; a complete code is sent at once. The page
 * mounts a fresh step after a refused code, so the boxes are empty and focused for the next try while
 * the summary (an alert, not focused) and the boxes' own message say what was wrong.
 */
export function CodeStep({ email, onSubmit, isPending, problem, onSendNewCode, isSendingNewCode, onOtherAccount }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const codeError = incomplete ? copy.codeIncomplete : problem?.errors.code?.[0];

  const send = (value: string) => {
    if (value.replace(/\D/g, '').length !== CODE_LENGTH) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    onSubmit(value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(code);
  };

  return (
    <Form onSubmit={submit} aria-label={copy.codeTitle}>
      <Stack gap="4">
        {problem && <FormErrorSummary title={copy.errorsTitle} detail={problem.detail} errors={{}} autoFocus={false} />}
        <Text tone="muted">{copy.codeIntro(email)}</Text>
        <OtpInput
          label={copy.code}
          length={CODE_LENGTH}
          name="code"
          value={code}
          onChange={(next) => {
            setCode(next);
            setIncomplete(false);
          }}
          onComplete={send}
          description={copy.codeDescription}
          isInvalid={codeError !== undefined}
          errorMessage={codeError}
          isDisabled={isPending}
          autoFocus
        />
        <Button type="submit" size="lg" isFullWidth isPending={isPending} pendingLabel={copy.pendingCode}>
          {copy.submitCode}
        </Button>
        <Inline gap="3" align="space-between">
          <Button variant="secondary" size="sm" onPress={onSendNewCode} isPending={isSendingNewCode}>
            {copy.sendNewCode}
          </Button>
          <Button variant="ghost" size="sm" onPress={onOtherAccount}>
            {copy.otherAccount}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
