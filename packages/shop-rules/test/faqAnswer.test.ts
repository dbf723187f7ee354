import { describe, expect, it } from 'vitest';
import { answerToText, textToAnswer } from '../src/faqAnswer';

describe('an FAQ answer as staff type it', () => {
  const answer = [
    'Clean the surface first.',
    { list: ['on concrete, with adhesive;', { runs: ['on pipes, see ', { href: '/products', text: 'our ties' }, '.'] }] },
    { list: ['Measure.', 'Add 15 cm.'], ordered: true },
    { runs: ['Write to ', { email: 'support@birdshield.invalid' }, ' or call ', { phone: { display: '+91 98765 43210', e164: '+919876543210' } }, '.'] },
  ];
  const text = [
    'Clean the surface first.',
    '- on concrete, with adhesive;\n- on pipes, see [our ties](/products).',
    '1. Measure.\n2. Add 15 cm.',
    'Write to <support@birdshield.invalid> or call <tel:+91 98765 43210>.',
  ].join('\n\n');

  it('writes paragraphs, lists, links, addresses and numbers as text with marks', () => {
    expect(answerToText(answer)).toBe(text);
  });

  it('reads that text back into the same answer', () => {
    expect(textToAnswer(text)).toEqual(answer);
  });

  it('joins the lines of a paragraph, drops empty paragraphs and takes Windows line ends', () => {
    expect(textToAnswer('One line\r\nand the next.\r\n\r\n\r\n  \n\nSecond.')).toEqual(['One line and the next.', 'Second.']);
  });

  it('leaves what only looks like a mark as words', () => {
    expect(textToAnswer('Prices [in rupees] are <final>, see [this](https://elsewhere.example).')).toEqual([
      'Prices [in rupees] are <final>, see [this](https://elsewhere.example).',
    ]);
  });

  it('keeps a paragraph with one list-like line as a paragraph', () => {
    expect(textToAnswer('- one\nand more words')).toEqual(['- one and more words']);
  });
});
