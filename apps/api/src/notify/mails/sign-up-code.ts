/** The mail that carries a sign-up code. It holds nothing the recipient typed, only the code. */
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';

export const OTP_MAIL_KIND = 'signup_otp';

/** The mail's words in each language; the Hindi ones are the sign-up page's (वेरिफ़िकेशन कोड). */
const WORDS: Record<MessageLanguage, { subject: string; hello: string; yourCode: string; validFor: (minutes: number) => string; ignore: string }> = {
  en: {
    subject: 'Your BirdShield India verification code',
    hello: 'Hello,',
    yourCode: 'Your BirdShield India verification code is:',
    validFor: (minutes) => `It is valid for ${minutes} minutes. Enter it on the sign-up page to verify your email address.`,
    ignore: 'If you did not ask for this code, you can ignore this e-mail: no account is created without it.',
  },
  hi: {
    subject: 'आपका BirdShield India वेरिफ़िकेशन कोड',
    hello: 'नमस्ते,',
    yourCode: 'आपका BirdShield India वेरिफ़िकेशन कोड है:',
    validFor: (minutes) => `यह ${minutes} मिनट तक मान्य है। अपना ईमेल पता वेरिफ़ाई करने के लिए इसे साइन अप पेज पर डालें।`,
    ignore: 'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: इसके बिना कोई खाता नहीं बनता।',
  },
};

/** `minutes`: how long the code may be entered (accounts' rule, told by the caller); `language`: the sign-up page's. */
export function otpMail(to: string, code: string, minutes: number, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: OTP_MAIL_KIND,
    to,
    subject: words.subject,
    text: [words.hello, '', words.yourCode, '', `    ${code}`, '', words.validFor(minutes), '', words.ignore, '', 'BirdShield India'].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family: Arial, sans-serif; color: #1f2937;">`,
      `<p>${words.hello}</p>`,
      `<p>${words.yourCode}</p>`,
      `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${code}</p>`,
      `<p>${words.validFor(minutes)}</p>`,
      `<p>${words.ignore}</p>`,
      '<p>BirdShield India</p>',
      '</body></html>',
    ].join('\n'),
  };
}
