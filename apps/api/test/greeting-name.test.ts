/**
 * The greeting of every WhatsApp and SMS template ({{1}}) comes from the name the customer typed, and the
 * number it goes to may be anyone's: only a word of letters may reach it, never a link, digits or symbols.
 */
import { describe, expect, it } from 'vitest';
import { cartReminderParameters, GREETING_MAX_LETTERS, greetingName, NEUTRAL_GREETING, templateParameters } from '../src/messaging/templates';

describe('the greeting taken from a customer’s name', () => {
  it.each([
    ['Asha Patel', 'Asha'],
    ['  asha   patel ', 'asha'],
    ['राहुल शर्मा', 'राहुल'],
    ['श्रीनिवास', 'श्रीनिवास'],
    ['முருகன் K', 'முருகன்'],
    ['ಅನನ್ಯಾ', 'ಅನನ್ಯಾ'],
    ["D'Souza Maria", "D'Souza"],
    ['Mary-Ann Thomas', 'Mary-Ann'],
    ['Rahul, Kumar', 'Rahul'],
    ['(Asha)', 'Asha'],
    ['Dr. Meera Iyer', 'Meera'],
    ['Asha\u00a0Patel', 'Asha'],
  ])('greets %j as %j', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it.each([
    ['https://evil.example/kyc-update?id=1', NEUTRAL_GREETING],
    ['https://evil.example/kyc-update?id=1 Rahul', 'Rahul'],
    ['evil.example/kyc', NEUTRAL_GREETING],
    ['www.evil.example', NEUTRAL_GREETING],
    ['evil.example.', NEUTRAL_GREETING],
    ['bit.ly/x7', NEUTRAL_GREETING],
    ['asha@example.in', NEUTRAL_GREETING],
    ['call:9876543210', NEUTRAL_GREETING],
    ['+91 98765 43210', NEUTRAL_GREETING],
    ['Rahul123', NEUTRAL_GREETING],
    ['₹5000 refund', 'refund'],
    ['🎁 Prize', 'Prize'],
    ['Asha🎁', NEUTRAL_GREETING],
    ['<b>Asha</b>', NEUTRAL_GREETING],
    ['Asha\u202eevil', NEUTRAL_GREETING],
    ['-- --', NEUTRAL_GREETING],
    ['', NEUTRAL_GREETING],
    ['   ', NEUTRAL_GREETING],
  ])('does not carry %j: greets %j', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it(`cuts a long word to ${GREETING_MAX_LETTERS} letters, never inside a letter’s marks`, () => {
    expect(greetingName('A'.repeat(200))).toBe('A'.repeat(GREETING_MAX_LETTERS));
    // Each "कि" is a consonant and its vowel sign, two code points but one letter as read.
    const devanagari = greetingName('कि'.repeat(30));
    expect(devanagari).toBe('कि'.repeat(GREETING_MAX_LETTERS));
  });

  it('keeps a name typed in decomposed form as the same letters', () => {
    expect(greetingName('Rene\u0301 Dubois')).toBe('René');
  });

  it('is what every template and the cart reminder greet with', () => {
    const facts = {
      customerName: 'https://evil.example/kyc-update?id=1',
      order: { id: 7, totalPaise: 129900, paymentStatus: 'pending' as const, codConfirmBy: null, courierName: null },
      siteUrl: 'https://shop.example.test',
    };
    expect(templateParameters('order_placed', facts)[0]).toBe(NEUTRAL_GREETING);
    expect(templateParameters('delivered', facts)).toEqual([NEUTRAL_GREETING, '#7', 'https://shop.example.test/orders']);
    expect(cartReminderParameters('राहुल www.evil.example', ['Bird spikes'], 'https://shop.example.test')[0]).toBe('राहुल');
  });
});
