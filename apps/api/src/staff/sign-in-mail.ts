/** The mail that carries a back-office sign-in code. */
import { OTP } from '../accounts/limits';
import type { OutgoingMail } from '../mail/outbox';

export const STAFF_CODE_MAIL_KIND = 'staff_sign_in_code';

export function staffCodeMail(to: string, code: string): OutgoingMail {
  const minutes = OTP.validSeconds / 60;
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
