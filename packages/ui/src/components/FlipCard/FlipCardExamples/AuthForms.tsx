import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { Button } from '../../Button';
import * as styles from './AuthForms.css';

/** The login and register faces of the sign-up page, for the stories only. */

export type Fields = Record<string, string>;

interface FormProps {
  values: Fields;
  onChange: (name: string, value: string) => void;
  /** Turns the card to the other face. */
  onSwitch: () => void;
}

function Field({ name, label, type = 'text', values, onChange }: { name: string; label: string; type?: string } & Omit<FormProps, 'onSwitch'>) {
  return (
    <TextField className={styles.field} value={values[name] ?? ''} onChange={(value) => onChange(name, value)} type={type}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
    </TextField>
  );
}

export function LoginForm({ values, onChange, onSwitch }: FormProps) {
  const titleId = useId();
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Login
        </h2>
        <p className={styles.subtitle}>Welcome back to BirdShield India.</p>
      </div>
      <div className={styles.fields}>
        <Field name="email" label="Email" type="email" values={values} onChange={onChange} />
        <Field name="password" label="Password" type="password" values={values} onChange={onChange} />
      </div>
      <div className={styles.row}>
        <AriaButton className={styles.textButton}>Forgot Password</AriaButton>
      </div>
      <Button type="submit" isFullWidth>
        Login
      </Button>
      <p className={styles.footer}>
        New here?
        <AriaButton className={styles.textButton} onPress={onSwitch}>
          Create an account
        </AriaButton>
      </p>
    </form>
  );
}

export function RegisterForm({ values, onChange, onSwitch }: FormProps) {
  const titleId = useId();
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Register
        </h2>
        <p className={styles.subtitle}>Create an account to order and track deliveries.</p>
      </div>
      <div className={styles.fields}>
        <Field name="fullName" label="Full Name" values={values} onChange={onChange} />
        <Field name="email" label="Email address" type="email" values={values} onChange={onChange} />
        <Field name="phone" label="Contact Number" type="tel" values={values} onChange={onChange} />
        <Field name="password" label="Password" type="password" values={values} onChange={onChange} />
        <Field name="confirmPassword" label="Confirm Password" type="password" values={values} onChange={onChange} />
      </div>
      <Button type="submit" isFullWidth>
        Register
      </Button>
      <p className={styles.footer}>
        Already have an account?
        <AriaButton className={styles.textButton} onPress={onSwitch}>
          Log in
        </AriaButton>
      </p>
    </form>
  );
}
