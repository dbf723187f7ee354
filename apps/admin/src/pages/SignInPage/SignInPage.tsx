import { useAdminStartSignInMutation, useAdminVerifySignInMutation } from '@shop/api-client/admin';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signInCopy as copy } from '../../copy/signIn';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { usePageTitle } from '../../features/page/usePageTitle';
import { returnPathAfterSignIn, startSession, useStaffSession } from '../../features/session';
import { notify } from '../../features/toasts';
import { CodeStep } from './CodeStep';
import { PasswordStep, type Credentials } from './PasswordStep';
import * as styles from './SignInPage.css';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };

/**
 * /admin/sign-in: e-mail and password, then the six-digit code the server mails to the staff address
 * (a second factor, every time). The token goes to this tab's session storage, and the staff member
 * goes back to the page that sent them here.
 */
export function SignInPage() {
  usePageTitle(copy.title);
  const location = useLocation();
  const navigate = useNavigate();
  const { token, endedBecause } = useStaffSession();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [challenge, setChallenge] = useState<string | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [startSignIn, started] = useAdminStartSignInMutation();
  const [verifySignIn, verified] = useAdminVerifySignInMutation();
  // Each code step is a new form: a fresh code starts with empty boxes.
  const [codeRound, setCodeRound] = useState(0);

  if (token !== null) return <Navigate to={returnPathAfterSignIn(location.state)} replace />;

  const sendPassword = async (isResend = false) => {
    const result = await startSignIn({ adminSignInStart: { email: credentials.email.trim(), password: credentials.password } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, words));
      // The password is no longer right (changed meanwhile, too many tries): step 1 shows why.
      if (isResend && result.error && 'status' in result.error && result.error.status === 401) setChallenge(null);
      return;
    }
    setProblem(null);
    setChallenge(result.data.challenge);
    setCodeRound((round) => round + 1);
    if (isResend) notify.info(copy.newCodeSent);
  };

  const sendCode = async (code: string) => {
    if (!challenge) return;
    const result = await verifySignIn({ adminSignInVerify: { challenge, code } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, words));
      setCodeRound((round) => round + 1);
      return;
    }
    startSession(result.data.token);
    void navigate(returnPathAfterSignIn(location.state), { replace: true });
  };

  const notice = endedBecause ? copy.notices[endedBecause] : undefined;

  return (
    <Box className={styles.column}>
      <Stack gap="5">
        <Stack gap="2">
          <Heading level={1} size="2xl">
            {challenge ? copy.codeTitle : copy.title}
          </Heading>
          {!challenge && <Text tone="muted">{copy.intro}</Text>}
        </Stack>
        {notice && !challenge && (
          <Surface variant="muted" padding="sm" role="status">
            <Text>{notice}</Text>
          </Surface>
        )}
        <Surface>
          {challenge ? (
            <CodeStep
              key={codeRound}
              email={credentials.email.trim()}
              onSubmit={(code) => void sendCode(code)}
              isPending={verified.isLoading}
              problem={problem}
              onSendNewCode={() => void sendPassword(true)}
              isSendingNewCode={started.isLoading}
              onOtherAccount={() => {
                setChallenge(null);
                setProblem(null);
                setCredentials({ ...credentials, password: '' });
              }}
            />
          ) : (
            <PasswordStep
              credentials={credentials}
              onChange={setCredentials}
              onSubmit={() => void sendPassword()}
              isPending={started.isLoading}
              problem={problem}
            />
          )}
        </Surface>
      </Stack>
    </Box>
  );
}
