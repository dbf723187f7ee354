import { Container } from '@shop/ui/Container';
import { FlipCard } from '@shop/ui/FlipCard';
import { useCallback, useRef, useState } from 'react';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { signupCopy } from '../../copy/signup';
import { focusFormField } from '../../features/forms/fieldErrors';
import { timings } from '../../shared/timings';
import { afterDialogsClose } from './afterDialogsClose';
import { EmailVerificationDialog } from './EmailVerificationDialog';
import { LoginFace } from './LoginFace';
import { RegisterFace } from './RegisterFace';
import { SignupIntro } from './SignupIntro';
import { emptyLogin, emptyRegister, type LoginFields, type RegisterFields } from './signupFields';
import * as styles from './SignupPage.css';
import { usePageSpinnerDone } from '../../shared/servedPage';
import { useRegistration } from './useRegistration';

/**
 * /signup: one card that turns between login (front) and register (back); turning clears the face
 * that was left. On first load a loader shows for 2 seconds. Registering sends a one-time password
 * and opens 'Email Verification'; once the account is created the dialog closes and the card turns
 * to login, with the new e-mail filled in. Also where Logout, an expired session and the guard lead.
 */
export function SignupPage() {
  const isLoading = !usePageSpinnerDone(timings.signupLoaderMs);
  const [face, setFace] = useState<'login' | 'register'>('login');
  const [login, setLogin] = useState<LoginFields>(emptyLogin);
  const [register, setRegister] = useState<RegisterFields>(emptyRegister);
  const registerForm = useRef<HTMLFormElement>(null);

  const onRegistered = useCallback((email: string) => {
    setLogin({ ...emptyLogin, email });
    setFace('login');
  }, []);
  const registration = useRegistration(onRegistered);

  if (isLoading) return <PageLoader label={signupCopy.loading} />;

  return (
    <Container
      display="grid"
      gap={{ mobile: '6', lg: '16' }}
      alignItems="center"
      paddingY={{ mobile: '6', md: '10', lg: '12' }}
      className={styles.page}
    >
      <SignupIntro />
      <FlipCard
        className={styles.card}
        flipped={face === 'register'}
        onFlip={(_shown, left) => {
          if (left === 'front') setLogin(emptyLogin);
          else setRegister(emptyRegister);
        }}
        front={<LoginFace values={login} onChange={setLogin} onCreateAccount={() => setFace('register')} />}
        back={
          <RegisterFace
            formRef={registerForm}
            values={register}
            onChange={setRegister}
            onRegister={(values) => void registration.start(values)}
            isSendingCode={registration.isSendingCode && registration.pending === null}
            onLogIn={() => setFace('login')}
          />
        }
      />
      <EmailVerificationDialog
        email={registration.pending?.email ?? null}
        isVerifying={registration.isVerifying}
        isResending={registration.isSendingCode}
        error={registration.verifyError}
        onCodeChange={registration.clearVerifyError}
        onVerify={(code) => void registration.verify(code)}
        onResend={() => void registration.resend()}
        onClose={registration.cancel}
        onChangeEmail={() => {
          registration.cancel();
          // To the field that needs changing, once the dialog has handed focus back.
          afterDialogsClose(() => focusFormField(registerForm.current, 'email'));
        }}
      />
    </Container>
  );
}
