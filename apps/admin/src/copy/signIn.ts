/** The staff sign-in page's words (two steps: password, then the mailed code). */
export const signInCopy = {
  title: 'Staff sign-in',
  intro: 'For the shop’s staff. After your password we e-mail you a code, every time.',
  email: 'E-mail',
  password: 'Password',
  submitPassword: 'Continue',
  pendingPassword: 'Checking…',
  codeTitle: 'Enter the code we e-mailed you',
  codeIntro: (email: string) => `We sent a 6-digit code to ${email}. It is valid for a few minutes.`,
  code: 'Sign-in code',
  codeDescription: 'Six digits, from the latest e-mail.',
  submitCode: 'Sign in',
  pendingCode: 'Signing in…',
  sendNewCode: 'Send a new code',
  newCodeSent: 'A new code is on its way. Use the newest e-mail.',
  otherAccount: 'Use another account',
  errorsTitle: 'We could not sign you in',
  required: 'Enter this.',
  codeIncomplete: 'Enter all 6 digits of the code.',
  /** No answer from the server at all. */
  unreachable: 'We could not reach the shop’s server. Check the connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again in a minute.',
  /** Why the sign-in page shows after a page sent the staff member here. */
  notices: {
    sessionEnded: 'Your session has ended. Please sign in again.',
    signedOut: 'You have signed out.',
  },
} as const;
