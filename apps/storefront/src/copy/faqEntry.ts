/**
 * The shape of a question and its answer as the FAQ accordion lays them out (features/site/siteFaq.ts
 * makes them from the API's). An answer is paragraphs and lists; a paragraph is a string or a run of
 * strings, e-mail addresses, phone numbers and links to our pages.
 */

/** A phone number as people read it, and the same number for `tel:` links (E.164). */
interface PhoneNumber {
  display: string;
  e164: string;
}

type FaqInline = string | { email: string } | { phone: PhoneNumber } | { href: string; text: string };

/** A paragraph or a list item. */
export type FaqRichText = string | readonly FaqInline[];

export type FaqBlock = FaqRichText | { list: readonly FaqRichText[]; ordered?: boolean };

export interface FaqEntry {
  /** Unique on the page: the accordion item's key. */
  id: string;
  question: string;
  answer: readonly FaqBlock[];
  /** `en` on a Hindi page where staff have not translated the question or the answer yet (shared/textLanguage). */
  questionLang?: 'en' | undefined;
  answerLang?: 'en' | undefined;
}

export interface FaqTopic {
  /** The section's anchor (/faqs#shipping). */
  id: string;
  title: string;
  titleLang?: 'en' | undefined;
  entries: readonly FaqEntry[];
}
