import { describe, expect, it } from 'vitest';
import { toSiteFaq } from './siteFaq';

describe('the FAQ from the API', () => {
  const faq = toSiteFaq([
    {
      id: 'about-us',
      title: 'About us',
      entries: [
        { id: 'who-we-are', question: 'Who are you?', answer: ['A shop.'], on_home: false },
        {
          id: 'where-to-buy',
          question: 'Where?',
          answer: [{ runs: ['Here, or write to ', { email: 'help@example.test' }] }, { list: ['One', { runs: [{ href: '/contact', text: 'Two' }] }], ordered: true }],
          on_home: true,
        },
      ],
    },
    { id: 'shipping', title: 'Shipping', entries: [{ id: 'delivery-time', question: 'How long?', answer: ['A week.'], on_home: true }] },
  ]);

  it('unwraps runs of words and links into the paragraphs and list items the accordion lays out', () => {
    expect(faq.topics[0]!.entries[1]!.answer).toEqual([['Here, or write to ', { email: 'help@example.test' }], { list: ['One', [{ href: '/contact', text: 'Two' }]], ordered: true }]);
  });

  it('gives the home page the entries staff marked, in the FAQ order', () => {
    expect(faq.home.map((entry) => entry.id)).toEqual(['where-to-buy', 'delivery-time']);
  });
});
