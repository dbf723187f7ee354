import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
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
    <Box
      display="grid"
      alignContent="start"
      gap="2"
      padding={{ mobile: '5', md: '8' }}
      borderRadius="lg"
      border="default"
      background="surface"
      boxShadow="sm"
    >
      <Heading level={2} id={titleId} size={{ mobile: 'xl', md: '2xl' }}>
        {copy.title}
      </Heading>
      <Text id={textId} tone="muted" leading="body" measure="intro">
        {copy.text}
      </Text>
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
        {/* Name and Email side by side once there is room; each field keeps its own height. */}
        <Grid columns={{ mobile: 1, sm: 2 }} gap="5" alignItems="flex-start">
          <TextField {...field('name')} label={copy.name} autoComplete="name" />
          <TextField {...field('email')} label={copy.email} type="email" autoComplete="email" description={copy.emailHint} />
        </Grid>
        <TextField {...field('subject')} label={copy.subject} />
        <TextArea {...field('message')} label={copy.message} rows={6} description={copy.messageHint} />
        {formError && (
          <Box
            as="p"
            role="alert"
            padding="3"
            borderRadius="md"
            border="error"
            background="error"
            color="error"
            fontSize="sm"
            fontWeight="medium"
          >
            {formError}
          </Box>
        )}
        <Button type="submit" size="lg" className={styles.send} isPending={isSubmitting} pendingLabel={copy.sending}>
          {copy.send}
        </Button>
      </Form>
    </Box>
  );
}
