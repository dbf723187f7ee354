import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { Dialog, DialogTrigger, Modal } from '@shop/ui/Modal';
import { Text } from '@shop/ui/Text';
import { Button as TextButton } from 'react-aria-components/Button';
import { signupCopy } from '../../copy/signup';
import { useSiteShell } from '../../features/site/siteContact';
import * as styles from './SignupPage.css';

const copy = signupCopy.forgotPassword;

/**
 * 'Forgot Password': the product brief does not show what it does, and the shop has no
 * self-service reset. Rather than a dead link, it opens a short dialog saying how a password is
 * reset (by our support team, after checking who asks) with the way to reach them.
 */
export function ForgotPassword({ triggerClassName }: { triggerClassName: string }) {
  const { contact } = useSiteShell();
  const steps = copy.steps(contact && { email: contact.email, phone: contact.phones[0]!, hours: contact.hours });
  return (
    <DialogTrigger>
      <TextButton className={triggerClassName}>{signupCopy.login.forgotPassword}</TextButton>
      <Modal size="sm">
        <Dialog
          title={copy.title}
          closeLabel={copy.close}
          footer={
            <>
              <Button slot="close" variant="secondary">
                {copy.close}
              </Button>
              <LinkButton href="/contact">{copy.contactLink}</LinkButton>
            </>
          }
        >
          <Text leading="body">{copy.body}</Text>
          <ol className={styles.dialogSteps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
