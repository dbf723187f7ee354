import type { legalCopy as English, returnRulesCopy as EnglishReturnRules } from './legal';
import type { Words } from './words';

/** Hindi words around the policy pages (/privacy-policy, /terms, /return-policy); the policies are the shop's text. */
export const legalCopy: Words<typeof English> = {
  lastUpdated: 'पिछला अपडेट:',
  contents: 'इस पेज पर',
  backToTop: 'ऊपर जाएँ',
  otherPolicies: 'दूसरी नीतियाँ',
  questions: 'कोई सवाल?',
  questionsBody: 'इस पेज की कोई भी बात हम खुशी से समझाएँगे।',
  contactUs: 'संपर्क करें',
  loading: 'पेज लोड हो रहा है…',
  loadFailed: 'यह पेज लोड नहीं हो सका।',
  retry: 'फिर से कोशिश करें',
  notFound: 'यह पेज अभी उपलब्ध नहीं है।',
  goHome: 'होम पर जाएँ',

  policies: {
    privacy: 'गोपनीयता नीति',
    terms: 'नियम और शर्तें',
    returns: 'वापसी और रिफ़ंड नीति',
  },
};

/**
 * The returns policy's rules in Hindi. English fits each reason into "Items that …"; Hindi names the reasons as
 * nouns and lists them after a colon, which reads naturally whichever the owner chose.
 */
export const returnRulesCopy: Words<typeof EnglishReturnRules> = {
  title: 'हमारे वापसी के नियम',
  window: (days: number) => `डिलीवरी के ${days} दिन के अंदर अपने ऑर्डर के पेज से वापसी का अनुरोध करें।`,
  shopFault: (reasons: string[]) =>
    `${because(reasons)} सामान उसी समय-सीमा के अंदर हमेशा लौटाया जा सकता है, और शिपिंग फ़ीस भी वापस मिलती है: ${list(reasons, 'या')}।`,
  replacement: (reasons: string[]) =>
    `${because(reasons)} आप रिफ़ंड की जगह रिप्लेसमेंट माँग सकते हैं: ${list(reasons, 'या')}।`,
  noReplacement: 'वापसी पर पैसे उसी तरीके में लौटाए जाते हैं जिससे आपने भुगतान किया था; हम रिप्लेसमेंट नहीं भेजते।',
  nonReturnable: (names: string[]) =>
    `${list(names, 'और')}: ये तभी लौटाए जा सकते हैं जब ये टूटे-फूटे या खराब पहुँचे हों, या आपके ऑर्डर से अलग हों।`,
  reasons: {
    damaged_in_transit: 'रास्ते में टूट-फूट',
    defective: 'सामान में खराबी',
    wrong_item: 'ऑर्डर से अलग सामान',
    not_as_described: 'विवरण से मेल न खाता सामान',
    no_longer_needed: 'अब ज़रूरत न रहना',
  },
};

/** "क, ख या ग" (reasons, any one of which will do) or "क, ख और ग" (products, all of them). */
function list(words: string[], last: 'या' | 'और'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** "इस वजह से" before one reason, "इन वजहों से" before several. */
function because(reasons: string[]): string {
  return reasons.length === 1 ? 'इस वजह से' : 'इन वजहों से';
}
