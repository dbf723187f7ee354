import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { MessagingOptIn } from '@shop/ui/MessagingOptIn';
import { TextField } from '@shop/ui/TextField';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { Button as TextButton } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { signupCopy } from '../../copy/signup';
import { firstFieldWithError, focusFormField, requiredFieldErrors, type FieldErrors } from '../../features/forms/fieldErrors';
import * as styles from './AuthFace.css';
import { AuthFaceFooter, AuthFaceHeader } from './AuthFaceParts';
import type { RegisterFields } from './signupFields';

const copy = signupCopy.register;
const ORDER = ['name', 'email', 'contact', 'password', 'confirmPassword'] as const;
const REQUIRED = ['name', 'email', 'password', 'confirmPassword'] as const;

export interface RegisterFaceProps {
  values: RegisterFields;
  onChange: (values: RegisterFields) => void;
  /** Register pressed with the form as it is; the page checks it and sends the code. */
  onRegister: (values: RegisterFields) => void;
  isSendingCode: boolean;
  /** Turns the card to the login face. */
  onLogIn: () => void;
  /** The form, so 'Change Email' can bring focus back to the e-mail field. */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The back of the sign-up card: Full Name, Email address, Contact Number (optional), Password,
 * Confirm Password, WhatsApp or SMS updates (unticked unless ticked) and Register, which sends the
 * one-time password. An empty required field is
 * named under itself as well as in the product brief's toast.
 */
export function RegisterFace({ values, onChange, onRegister, isSendingCode, onLogIn, formRef }: RegisterFaceProps) {
  const titleId = useId();
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterFields>>({});

  const set = (name: Exclude<keyof RegisterFields, 'messaging'>) => (value: string) => {
    onChange({ ...values, [name]: value });
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredFieldErrors<(typeof REQUIRED)[number]>(values, REQUIRED, signupCopy.fieldRequired);
    setErrors(missing);
    const first = firstFieldWithError(missing, ORDER);
    if (first) focusFormField(event.currentTarget, first);
    onRegister(values);
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
        <TextField name="name" label={copy.fullName} autoComplete="name" isRequired value={values.name} onChange={set('name')} />
        <TextField
          name="email"
          label={copy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          name="contact"
          label={copy.contact}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={values.contact}
          onChange={set('contact')}
        />
        {/* Side by side on phones too: the register face sets the card's height; a field's error grows only its own. */}
        <Grid columns={2} gap="3" alignItems="flex-start">
          <TextField
            name="password"
            label={copy.password}
            type="password"
            autoComplete="new-password"
            isRequired
            value={values.password}
            onChange={set('password')}
          />
          <TextField
            name="confirmPassword"
            label={copy.confirmPassword}
            type="password"
            autoComplete="new-password"
            isRequired
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </Grid>
        <MessagingOptIn
          value={values.messaging}
          onChange={(messaging) => onChange({ ...values, messaging })}
          defaultMobile={values.contact}
          labels={{ mobileDescription: copy.messagingMobileDescription }}
        />
      </Box>
      <Button type="submit" size="lg" isFullWidth isPending={isSendingCode} pendingLabel={copy.pending}>
        {copy.submit}
      </Button>
      <AuthFaceFooter>
        {copy.haveAccount}
        <TextButton className={styles.textButton} onPress={onLogIn}>
          {copy.logIn}
        </TextButton>
      </AuthFaceFooter>
    </Form>
  );
}
