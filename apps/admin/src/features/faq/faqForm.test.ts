import { describe, expect, it } from 'vitest';
import { fromFaqForm, homeCount, newKey, toFaqForm, uniqueAnchor } from './faqForm';

const faq = {
  version: 3,
  topics: [
    {
      id: 'shipping',
      title: 'Shipping',
      entries: [{ id: 'delivery-time', question: 'How long?', answer: ['3 to 7 days.', { list: ['Metros: 3', 'Elsewhere: 7'] }], on_home: true }],
    },
  ],
};

describe('the FAQ form', () => {
  it('comes back unchanged when nothing was edited', () => {
    expect(fromFaqForm(toFaqForm(faq), 3)).toEqual(faq);
  });

  it('gives a new question and a new topic anchors of their own words, never one already taken', () => {
    const topics = toFaqForm(faq);
    topics[0]!.entries.push({ id: '', question: '  How long? ', answer: 'Longer.', onHome: false, key: newKey() });
    topics.push({ id: '', title: 'Shipping', entries: [], key: newKey() });
    const saved = fromFaqForm(topics, 3);
    expect(saved.topics.map((topic) => topic.id)).toEqual(['shipping', 'shipping-2']);
    expect(saved.topics[0]!.entries[1]).toEqual({ id: 'how-long', question: 'How long?', answer: ['Longer.'], on_home: false });
    expect(homeCount(topics)).toBe(1);
  });

  it('makes anchors of any words', () => {
    expect(uniqueAnchor('Café: où livrez-vous?', new Set())).toBe('cafe-ou-livrez-vous');
    expect(uniqueAnchor('???', new Set(['question']))).toBe('question-2');
  });
});
