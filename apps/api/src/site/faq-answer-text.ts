/**
 * A FAQ answer's translation (decision 068) is written as the back-office's editor writes the English answer
 * (@shop/rules' faqAnswer: paragraphs apart by a blank line, `- ` and `1. ` lists, `[words](/path)` links,
 * `<name@example.in>` and `<tel:+91 98765 43210>`). Staff read the English in that form; the Hindi saved in it is
 * read back into the answer's blocks, so the Hindi page links, mails and calls as the English one does. What the
 * contract's schema checks of an English answer is checked here of the Hindi one.
 */
import { textToAnswer, type FaqBlock, type FaqInline, type FaqText } from '@shop/rules/faqAnswer';
import { problem, type Problem } from '../errors';

/** The contract's limits on an answer (FaqEntry, FaqBlock, FaqText, FaqInline). */
const MAX_BLOCKS = 20;
const MAX_ITEMS = 30;
const MAX_RUNS = 30;
const MAX_WORDS = 2000;
const SITE_PATH = /^\/[^\s/]/;
const E164 = /^\+[1-9][0-9]{6,14}$/;

const answerProblem = (detail: string) => problem('invalid_format', detail);

/** The answer's blocks from its text, or what is wrong with them in the contract's terms. The text is not blank. */
export function faqAnswerBlocks(text: string): FaqBlock[] | Problem {
  const blocks = textToAnswer(text);
  if (blocks.length > MAX_BLOCKS) return answerProblem(`An answer has at most ${MAX_BLOCKS} paragraphs and lists.`);
  for (const block of blocks) {
    const texts = typeof block === 'object' && 'list' in block ? block.list : [block];
    if (texts.length > MAX_ITEMS) return answerProblem(`A list has at most ${MAX_ITEMS} items.`);
    const found = texts.map(textProblem).find((each) => each !== undefined);
    if (found) return found;
  }
  return blocks;
}

function textProblem(text: FaqText): Problem | undefined {
  const runs = typeof text === 'string' ? [text] : text.runs;
  if (runs.length > MAX_RUNS) return answerProblem(`A paragraph has at most ${MAX_RUNS} links and runs of words.`);
  return runs.map(runProblem).find((each) => each !== undefined);
}

function runProblem(run: FaqInline): Problem | undefined {
  if (typeof run === 'string') return run.length > MAX_WORDS ? answerProblem(`A paragraph runs to at most ${MAX_WORDS} characters.`) : undefined;
  if ('href' in run) {
    if (!SITE_PATH.test(run.href) || run.href.length > 300) return answerProblem(`A link goes to a page of the shop, as [words](/return-policy): "${run.href}" is not one.`);
    return run.text.length > 200 ? answerProblem("A link's words run to at most 200 characters.") : undefined;
  }
  if ('phone' in run) {
    return E164.test(run.phone.e164) && run.phone.display.length <= 40 ? undefined : answerProblem(`Write a phone number as <tel:+91 98765 43210>: "${run.phone.display}" is not one.`);
  }
  return run.email.length > 254 ? answerProblem('An e-mail address runs to at most 254 characters.') : undefined;
}
