/** The mail that carries a sign-up code. It holds nothing the recipient typed, only the code. */
import type { OutgoingMail } from '../../mail';

export const OTP_MAIL_KIND = 'signup_otp';

/** `minutes`: how long the code may be entered (accounts' rule, told by the caller). */
export function otpMail(to: string, code: string, minutes: number): OutgoingMail {
  return {
    kind: OTP_MAIL_KIND,
    to,
    subject: 'Your BirdShield India verification code',
    text: [
      'Hello,',
      '',
      'Your BirdShield India verification code is:',
      '',
      `    ${code}`,
      '',
      `It is valid for ${minutes} minutes. Enter it on the sign-up page to verify your email address.`,
      '',
      'If you did not ask for this code, you can ignore this e-mail: no account is created without it.',
      '',
      'BirdShield India',
    ].join('\n'),
    html: [
      '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2937;">',
      '<p>Hello,</p>',
      '<p>Your BirdShield India verification code is:</p>',
      `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${code}</p>`,
      `<p>It is valid for ${minutes} minutes. Enter it on the sign-up page to verify your email address.</p>`,
      '<p>If you did not ask for this code, you can ignore this e-mail: no account is created without it.</p>',
      '<p>BirdShield India</p>',
      '</body></html>',
    ].join('\n'),
  };
}
