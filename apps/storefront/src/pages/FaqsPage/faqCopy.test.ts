import { describe, expect, it } from 'vitest';
import type { FaqBlock } from '../../components/FaqAccordion';
import { faqCopy } from '../../copy/faq';

const entries = faqCopy.topics.flatMap((topic) => topic.entries);

/** An answer's words, links and addresses included, as one string. */
const answerText = (blocks: readonly FaqBlock[]): string =>
  blocks
    .flatMap((block) => (typeof block === 'string' || !('list' in block) ? [block] : block.list))
    .flatMap((text) => (typeof text === 'string' ? [text] : text))
    .map((part) =>
      typeof part === 'string' ? part : 'email' in part ? part.email : 'phone' in part ? part.phone.display : part.text,
    )
    .join('');

describe('the FAQ copy', () => {
  it("gives the home page the product brief's five, as the very entries of /faqs", () => {
    expect(faqCopy.home).toHaveLength(5);
    for (const entry of faqCopy.home) expect(entries).toContain(entry);
    expect(answerText(faqCopy.home[0]!.answer)).toContain('founded in 2015');
  });

  it('names every question and topic once, so accordion keys and anchors are unique', () => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const topics = faqCopy.topics.map((topic) => topic.id);
    expect(new Set(topics).size).toBe(topics.length);
    expect(topics.filter((id) => ids.includes(id))).toEqual([]);
  });

  it("states the shop's policies as the legal pages do", () => {
    const all = entries.map((entry) => answerText(entry.answer)).join('\n');
    expect(all).toContain('Orders above ₹999 ship free');
    expect(all).toContain('Razorpay');
    expect(all).toContain('within 7 days of delivery');
    expect(all).toContain('within 5-7 working days to the original payment method');
    expect(all).toContain('We do not exchange products.');
  });
});
