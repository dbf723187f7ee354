import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button as TextButton } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { signupCopy } from '../../copy/signup';
import { firstFieldWithError, focusFormField, requiredFieldErrors, type FieldErrors } from '../../features/forms/fieldErrors';
import * as styles from './AuthFace.css';
import { AuthFaceFooter, AuthFaceHeader } from './AuthFaceParts';
import { ForgotPassword } from './ForgotPassword';
import type { LoginFields } from './signupFields';
import { useLogin } from './useLogin';

const copy = signupCopy.login;
const ORDER = ['email', 'password'] as const;

export interface LoginFaceProps {
  values: LoginFields;
  onChange: (values: LoginFields) => void;
  /** Turns the card to the register face. */
  onCreateAccount: () => void;
}

/**
 * The front of the sign-up card: Email, Password, 'Forgot Password', Login, and the way to create an
 * account. An empty field is named under itself as well as in the product brief's toast.
 */
export function LoginFace({ values, onChange, onCreateAccount }: LoginFaceProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { logIn, isLoggingIn } = useLogin();
  const [errors, setErrors] = useState<FieldErrors<keyof LoginFields>>({});

  const set = (name: keyof LoginFields) => (value: string) => {
    onChange({ ...values, [name]: value });
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredFieldErrors(values, ORDER, signupCopy.fieldRequired);
    setErrors(missing);
    const first = firstFieldWithError(missing, ORDER);
    if (first) focusFormField(formRef.current, first);
    void logIn(values);
  };

  return (
    <Form
      ref={formRef}
      className={styles.form}
      aria-labelledby={titleId}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={submit}
    >
      <AuthFaceHeader titleId={titleId} title={copy.title} subtitle={copy.subtitle} />
      <Box display="grid" gap="4">
        <TextField
          name="email"
          label={copy.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          name="password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          isRequired
          value={values.password}
          onChange={set('password')}
        />
      </Box>
      <Inline align="right" className={styles.forgotRow}>
        <ForgotPassword triggerClassName={styles.textButton} />
      </Inline>
      <Button type="submit" size="lg" isFullWidth isPending={isLoggingIn} pendingLabel={copy.pending}>
        {copy.submit}
      </Button>
      <Box as="p" padding="3" borderRadius="md" background="subtle" fontSize="sm" lineHeight="body" color="muted">
        {copy.note}
      </Box>
      <AuthFaceFooter>
        {copy.newHere}
        <TextButton className={styles.textButton} onPress={onCreateAccount}>
          {copy.createAccount}
        </TextButton>
      </AuthFaceFooter>
    </Form>
  );
}
