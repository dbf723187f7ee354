import { errorStatus, useChangePasswordMutation, type ShopApiError } from '@shop/api-client';
import { shownDetail } from '../../../features/errors';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { successWords } from '../../../shared/language';
import { notifyAccount } from '../../../shared/toasts';
import { accountCopy } from '../../../copy/account';
import { focusFormField, serverFieldErrors, type FieldErrors } from '../../../features/forms/fieldErrors';
import { AccountPanelTitle } from '../AccountPanelTitle';
import * as styles from './ManageAccount.css';
import { emptyPasswords, PASSWORD_FIELDS, passwordProblem, toPasswordChange, type PasswordFields } from './passwordChange';

const copy = accountCopy.manageAccount.password;

/**
 * 'Change Password': current, new and confirm (POST /api/user/profile/password/). The server checks
 * the current password and the new one's strength; this session stays signed in, others end.
 */
export function PasswordForm() {
  const titleId = useId();
  const introId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordFields>(emptyPasswords);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordFields>>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const set = (name: keyof PasswordFields) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(values);
    if (problem) {
      setErrors({ [problem.field]: [problem.message] });
      focusFormField(formRef.current, problem.field);
      notifyAccount.error(problem.toast);
      return;
    }
    try {
      const answer = await changePassword({ passwordChange: toPasswordChange(values) }).unwrap();
      setValues(emptyPasswords);
      notifyAccount.success(successWords(answer.message, copy.changed));
    } catch (thrown) {
      const error = thrown as ShopApiError;
      const byField = serverFieldErrors(error, PASSWORD_FIELDS);
      setErrors(byField);
      const first = PASSWORD_FIELDS.find((field) => byField[field]);
      if (first) focusFormField(formRef.current, first);
      if (errorStatus(error) !== 401) notifyAccount.error(first ? copy.failed : (shownDetail(error) ?? copy.failed));
    }
  };

  const field = (name: keyof PasswordFields) => ({
    name,
    type: 'password',
    isRequired: true,
    maxLength: 128,
    value: values[name],
    onChange: set(name),
  });

  return (
    <Surface as="section" aria-labelledby={titleId} aria-describedby={introId}>
      <Box display="grid" gap="1">
        <AccountPanelTitle id={titleId}>{copy.title}</AccountPanelTitle>
        <Text id={introId} tone="muted" leading="body">
          {copy.intro}
        </Text>
      </Box>
      <Form
        ref={formRef}
        className={styles.form}
        aria-labelledby={titleId}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => void submit(event)}
      >
        <TextField {...field('current_password')} label={copy.current} autoComplete="current-password" />
        <TextField {...field('new_password')} label={copy.next} autoComplete="new-password" description={copy.nextHint} />
        <TextField {...field('confirm_password')} label={copy.confirm} autoComplete="new-password" />
        <Button type="submit" className={styles.submit} isPending={isLoading} pendingLabel={copy.pending}>
          {copy.submit}
        </Button>
      </Form>
    </Surface>
  );
}
