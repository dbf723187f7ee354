import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { signInCopy as copy } from '../../copy/signIn';
import { fieldMessages, type ServerProblem } from '../../features/forms/serverProblem';

export interface Credentials {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

interface PasswordStepProps {
  credentials: Credentials;
  onChange: (credentials: Credentials) => void;
  onSubmit: () => void;
  isPending: boolean;
  problem: ServerProblem | null;
}

/** Step 1: e-mail and password. Blank fields are named under themselves before anything is sent. */
export function PasswordStep({ credentials, onChange, onSubmit, isPending, problem }: PasswordStepProps) {
  const [blank, setBlank] = useState<Partial<Record<(typeof FIELDS)[number], string[]>>>({});

  const set = (field: keyof Credentials) => (value: string) => {
    onChange({ ...credentials, [field]: value });
    setBlank(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(FIELDS.filter((field) => credentials[field].trim() === '').map((field) => [field, [copy.required]]));
    setBlank(missing);
    if (Object.keys(missing).length > 0) {
      const first = event.currentTarget.elements.namedItem(Object.keys(missing)[0]!);
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    onSubmit();
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" validationErrors={{ ...fieldMessages(problem, FIELDS), ...blank }} aria-label={copy.title}>
      <Stack gap="4">
        {problem && (
          <FormErrorSummary
            title={copy.errorsTitle}
            detail={problem.detail}
            errors={problem.errors}
            fieldLabels={{ email: copy.email, password: copy.password }}
          />
        )}
        <TextField
          name="email"
          label={copy.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          autoFocus
          value={credentials.email}
          onChange={set('email')}
        />
        <TextField
          name="password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          isRequired
          value={credentials.password}
          onChange={set('password')}
        />
        <Button type="submit" size="lg" isFullWidth isPending={isPending} pendingLabel={copy.pendingPassword}>
          {copy.submitPassword}
        </Button>
      </Stack>
    </Form>
  );
}
