/** The mail that carries a back-office sign-in code. */
import type { OutgoingMail } from '../../mail';

export const STAFF_CODE_MAIL_KIND = 'staff_sign_in_code';

/** `minutes`: how long the code may be entered (accounts' rule, told by the caller). */
export function staffCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  const lines = [
    'Hello,',
    '',
    'Your BirdShield India back-office sign-in code is:',
    '',
    `    ${code}`,
    '',
    `It is valid for ${minutes} minutes.`,
    '',
    'If you did not just sign in to the back-office, someone knows your password: change it now and tell the owner.',
    '',
    'BirdShield India',
  ];
  return {
    kind: STAFF_CODE_MAIL_KIND,
    to,
    subject: 'Your BirdShield India back-office sign-in code',
    text: lines.join('\n'),
    html: [
      '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2937;">',
      '<p>Hello,</p>',
      '<p>Your BirdShield India back-office sign-in code is:</p>',
      `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${code}</p>`,
      `<p>It is valid for ${minutes} minutes.</p>`,
      '<p>If you did not just sign in to the back-office, someone knows your password: change it now and tell the owner.</p>',
      '<p>BirdShield India</p>',
      '</body></html>',
    ].join('\n'),
  };
}

export const STAFF_CODES_LOCKED_MAIL_KIND = 'staff_sign_in_codes_locked';

/**
 * Told to a staff member when wrong codes for their account reach the hourly cap: only someone who knew
 * their password could have asked for those codes.
 */
export function staffCodesLockedMail(to: string, wrongCodes: number, secondsLocked: number): OutgoingMail {
  const minutes = Math.ceil(secondsLocked / 60);
  const paragraphs = [
    'Hello,',
    `Someone entered ${wrongCodes} wrong back-office sign-in codes for your account within the hour. To ask for a code they needed your password.`,
    `No code is accepted for your account for the next ${minutes} minutes.`,
    'If this was not you, change your password now in the shop’s account page (it signs everyone else out) and tell the owner.',
    'BirdShield India',
  ];
  return {
    kind: STAFF_CODES_LOCKED_MAIL_KIND,
    to,
    subject: 'Wrong sign-in codes for your BirdShield India back-office account',
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2937;">',
      ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
