/**
 * The FAQ as the back-office form holds it: each answer as the text staff type (@shop/rules' faqAnswer), and the
 * new questions' and topics' anchors made from their words when saved. Back to the contract's shape on save.
 */
import type { AdminFaq } from '@shop/api-client/admin';
import { answerToText, textToAnswer } from '@shop/rules/faqAnswer';

export interface FaqFormEntry {
  /** The anchor on /faqs; empty for a question added here until it is saved. */
  id: string;
  question: string;
  answer: string;
  onHome: boolean;
  /** Keeps React's place for the entry while staff move it. */
  key: string;
}

export interface FaqFormTopic {
  id: string;
  title: string;
  entries: FaqFormEntry[];
  key: string;
}

/** The contract's limit: the home page has room for five. */
export const HOME_FAQ_LIMIT = 5;

let nextKey = 0;
export const newKey = () => `new-${(nextKey += 1)}`;

export function toFaqForm(faq: AdminFaq): FaqFormTopic[] {
  return faq.topics.map((topic) => ({
    id: topic.id,
    title: topic.title,
    key: topic.id,
    entries: topic.entries.map((entry) => ({ id: entry.id, question: entry.question, answer: answerToText(entry.answer), onHome: entry.on_home, key: entry.id })),
  }));
}

export function fromFaqForm(topics: readonly FaqFormTopic[], version: number): AdminFaq {
  const taken = new Set(topics.flatMap((topic) => [topic.id, ...topic.entries.map((entry) => entry.id)]).filter(Boolean));
  const anchor = (id: string, words: string) => id || uniqueAnchor(words, taken);
  return {
    version,
    topics: topics.map((topic) => ({
      id: anchor(topic.id, topic.title),
      title: topic.title.trim(),
      entries: topic.entries.map((entry) => ({
        id: anchor(entry.id, entry.question),
        question: entry.question.trim(),
        answer: textToAnswer(entry.answer),
        on_home: entry.onHome,
      })),
    })),
  };
}

/** "Do you ship abroad?" → `do-you-ship-abroad`, with `-2`, `-3` … after one already taken. */
export function uniqueAnchor(words: string, taken: Set<string>): string {
  const base =
    words
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'question';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export const homeCount = (topics: readonly FaqFormTopic[]) => topics.reduce((sum, topic) => sum + topic.entries.filter((entry) => entry.onHome).length, 0);
