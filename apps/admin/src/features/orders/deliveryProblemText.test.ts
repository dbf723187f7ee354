import { describe, expect, it } from 'vitest';
import { answerText } from './deliveryProblemText';

const answered = (action: 'reattempt' | 'return', date: string | null, by: 'customer' | 'staff') => ({
  answer: { action, date, phone: null, address_line: null, answered_at: '2026-11-29T10:00:00Z', answered_by: by },
});

describe('answerText', () => {
  it('says what was asked, on which day, and by whom', () => {
    expect(answerText(answered('reattempt', '2026-12-01', 'customer'))).toBe('Deliver again on Tue, 1 Dec, by the customer');
    expect(answerText(answered('reattempt', null, 'staff'))).toBe('Deliver again, by staff');
    expect(answerText(answered('return', null, 'customer'))).toBe('Send it back, by the customer');
    expect(answerText({ answer: null })).toBe('No answer yet');
  });
});
