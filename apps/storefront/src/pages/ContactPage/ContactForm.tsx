import { Button } from '@shop/ui/Button';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { contactCopy } from '../../copy/contact';
import { focusFormField } from '../../features/forms/fieldErrors';
import * as styles from './ContactForm.css';
import { CONTACT_MAX_LENGTH, type ContactField } from './contactMessage';
import { useContactForm } from './useContactForm';

const copy = contactCopy.form;

/**
 * 'Leave your Message Here !!': Name, Email, Subject and Message, and Send ('Sending...' while the
 * message is on its way). Errors (ours for an empty field, the server's for a refused one) show
 * under their fields through react-aria's form validation, which also marks the inputs
 * `aria-invalid` and links the message to them; the toasts say the outcome.
 */
export function ContactForm() {
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, status, fieldErrors, formError, setValue, submit } = useContactForm();
  const isSubmitting = status === 'submitting';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const toCorrect = await submit();
    // Keyboard and screen-reader users land on the first field to fill in or correct.
    if (toCorrect) focusFormField(formRef.current, toCorrect);
  };

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    maxLength: CONTACT_MAX_LENGTH[name],
    isRequired: true,
    isReadOnly: isSubmitting,
  });

  return (
    <div className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {copy.title}
      </h2>
      <p id={textId} className={styles.text}>
        {copy.text}
      </p>
      <Form
        ref={formRef}
        className={styles.form}
        aria-labelledby={titleId}
        aria-describedby={textId}
        // Our own check (all four filled) runs on submit; the browser's would block it silently.
        validationBehavior="aria"
        validationErrors={fieldErrors}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={styles.pair}>
          <TextField {...field('name')} label={copy.name} autoComplete="name" />
          <TextField {...field('email')} label={copy.email} type="email" autoComplete="email" description={copy.emailHint} />
        </div>
        <TextField {...field('subject')} label={copy.subject} />
        <TextArea {...field('message')} label={copy.message} rows={6} description={copy.messageHint} />
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" className={styles.send} isPending={isSubmitting} pendingLabel={copy.sending}>
          {copy.send}
        </Button>
      </Form>
    </div>
  );
}
