/**
 * Words of the sign-up page (/signup): the login and register faces of its card, the e-mail
 * verification dialog, and the toasts of sign-up and login (the product brief's error catalogue,
 * section 8). Quoted strings from the product brief are exact, typos included; the rest is marked as ours.
 */
export const signupCopy = {
  // Ours: the page's heading and the short case for an account beside the card.
  title: 'Your BirdShield India account',
  intro: 'Log in to check out faster and follow every order, or create an account in a minute.',
  benefits: [
    'Track your orders from payment to delivery',
    'Save delivery addresses for a quicker checkout',
    'Keep a wishlist of spikes, nets and accessories',
  ],
  benefitsLabel: 'With an account you can',
  // Ours: spoken while the page's first-load loader shows.
  loading: 'Loading sign-in',

  login: {
    title: 'Login',
    // Ours: the line under the face's title.
    subtitle: 'Welcome back to BirdShield India.',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    // Ours: the button while the login waits and runs.
    pending: 'Logging in…',
    forgotPassword: 'Forgot Password',
    // Ours: under the Login button, what an account is for.
    note: 'Browsing and the cart need no account. Log in to check out, follow your orders and keep a wishlist.',
    // Ours: the way to the register face.
    newHere: 'New here?',
    createAccount: 'Create an account',
  },

  // Ours: the product brief does not show what 'Forgot Password' does. There is no self-service reset,
  // so the link says honestly how a password is reset: by our support team, after checking who asks.
  forgotPassword: {
    title: 'Forgot your password?',
    body: 'For your security, our support team resets passwords after checking that the request comes from the account holder.',
    // The e-mail, number and hours are staff's, from the contact details (none until they have loaded).
    steps: (contact: { email: string; phone: string; hours: string } | undefined) => [
      contact
        ? `E-mail ${contact.email} from the address you registered with, or call ${contact.phone} (${contact.hours}).`
        : 'E-mail or call our support team from the address and number you registered with.',
      'We will confirm your details and help you set a new password.',
    ],
    contactLink: 'Contact us',
    close: 'Close',
  },

  register: {
    title: 'Register',
    // Ours: the line under the face's title.
    subtitle: 'Create an account to order and track deliveries.',
    fullName: 'Full Name',
    email: 'Email address',
    contact: 'Contact Number',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    submit: 'Register',
    // Ours: the button while the code is being sent.
    pending: 'Sending code…',
    // Ours: the way back to the login face.
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    // Under the number once a box is ticked: a number is confirmed before anything is sent to it (decision 037).
    messagingMobileDescription: "We'll send updates to this number once you confirm it in your account, and e-mail you meanwhile; if it replied STOP to us, we send nothing there until it sends START.",
  },

  // Ours: under an empty required field after a submit (the toast says the same for the whole form).
  fieldRequired: 'This field is required.',

  verification: {
    title: 'Email Verification',
    // Ours: the dialog's text and the boxes' label.
    description: (email: string) => `Enter the 6-digit code we sent to ${email}. It is valid for 10 minutes.`,
    codeLabel: 'Verification code',
    digitLabel: (position: number, length: number) => `Digit ${position} of ${length}`,
    spamHint: 'Cannot find it? Look in your spam or promotions folder, or send a new code.',
    verify: 'Verify',
    verifying: 'Verifying…',
    changeEmail: 'Change Email',
    resend: 'Send a new code',
    close: 'Close',
  },

  toasts: {
    fillSignupFields: 'Please fill all required signup fields',
    passwordsDontMatch: "Both passwords don't match",
    // Ours: WhatsApp or SMS ticked without a number that can be messaged.
    messagingMobile: 'Enter a 10-digit mobile number for WhatsApp or SMS updates, or untick them.',
    enterLoginCredentials: 'Please enter login credentials',
    invalidOtp: 'Please enter a valid OTP',
    // The server's message on success, shown as is; this stands in when it sends none.
    otpSent: 'OTP sent successfully',
    otpSendFailed: 'Failed to send OTP',
    otpSendError: 'Error while sending OTP, Please check your email or contact support.',
    otpVerifyFailed: 'OTP verification failed',
    otpVerifyError: 'Error while verifying OTP',
    registrationFailed: 'Registration failed',
    somethingWentWrong: 'Something went wrong',
    serverNotResponding: 'Server not responding. Please check your connection.',
    unexpected: 'An unexpected error occurred.',
    // Ours: stands in when the server sends no message of its own.
    registered: 'Your account is ready. Please log in.',
    loggedIn: 'Logged in successfully',
    loginFailed: 'Login failed',
    loginError: 'Unexpected error during login',
    // Ours: the browser refuses to keep the token (storage disabled), so no session can last.
    storageBlocked: 'Your browser is blocking site data, so you cannot stay logged in. Please allow cookies and site data for this shop.',
  },
} as const;
