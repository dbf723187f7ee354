/**
 * The questions and answers staff keep in the back-office, in the accordion's shape: one cacheable call
 * for /faqs and the home page's five.
 */
import { useGetSiteFaqQuery, type Schema } from '@shop/api-client';
import type { FaqBlock, FaqEntry, FaqRichText, FaqTopic } from '../../copy/faqEntry';
import { textLanguageOf } from '../../shared/textLanguage';

type ApiTopic = Schema<'SiteFaqTopic'>;
type ApiBlock = Schema<'FaqBlock'>;
type ApiText = Schema<'FaqText'>;

export interface SiteFaq {
  topics: FaqTopic[];
  /** The entries staff marked for the home page, in the FAQ's order. */
  home: FaqEntry[];
}

/** Empty until the answer arrives (or if the shop has no FAQ). */
export function useSiteFaq(): SiteFaq {
  const { data } = useGetSiteFaqQuery({});
  return toSiteFaq(data?.topics ?? []);
}

export function toSiteFaq(apiTopics: readonly ApiTopic[]): SiteFaq {
  const home: FaqEntry[] = [];
  const topics = apiTopics.map((topic) => ({
    id: topic.id,
    title: topic.title,
    titleLang: textLanguageOf(topic, 'title'),
    entries: topic.entries.map((apiEntry) => {
      const entry = {
        id: apiEntry.id,
        question: apiEntry.question,
        answer: apiEntry.answer.map(toBlock),
        questionLang: textLanguageOf(apiEntry, 'question'),
        answerLang: textLanguageOf(apiEntry, 'answer'),
      };
      if (apiEntry.on_home) home.push(entry);
      return entry;
    }),
  }));
  return { topics, home };
}

function toBlock(block: ApiBlock): FaqBlock {
  if (typeof block === 'object' && 'list' in block) return { list: block.list.map(toText), ordered: block.ordered };
  return toText(block);
}

/** The API wraps a run of words and links in `runs`; the accordion takes the run itself. */
function toText(text: ApiText): FaqRichText {
  return typeof text === 'string' ? text : text.runs;
}
