import { describe, expect, it } from 'vitest';
import { digitsOf, fillFrom, fromSlots, isComplete, toSlots } from './otpSlots';

describe('otp slots', () => {
  it('keeps the place of a digit after an emptied box', () => {
    expect(fromSlots(['1', '', '3', '', '', ''])).toBe('1 3');
    expect(toSlots('1 3', 6)).toEqual(['1', '', '3', '', '', '']);
  });

  it('ignores anything but digits in a value', () => {
    expect(toSlots('1a2', 4)).toEqual(['1', '', '2', '']);
  });

  it('is complete only with a digit in every box', () => {
    expect(isComplete('123456', 6)).toBe(true);
    expect(isComplete('12 456', 6)).toBe(false);
    expect(isComplete('12345', 6)).toBe(false);
  });

  it('takes the digits out of pasted text', () => {
    expect(digitsOf('123-456')).toBe('123456');
    expect(digitsOf(' 123 456 ')).toBe('123456');
    expect(digitsOf('Your code: 987654')).toBe('987654');
  });

  it('fills a whole code from the first box, wherever the caret is', () => {
    expect(fillFrom(['', '', '', '', '', ''], 3, '123456')).toEqual({ slots: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('fills part of a code from the caret and focuses the box after it', () => {
    expect(fillFrom(['9', '', '', '', '', ''], 1, '12')).toEqual({ slots: ['9', '1', '2', '', '', ''], focus: 3 });
  });

  it('drops what does not fit', () => {
    expect(fillFrom(['', '', '', '', '', ''], 4, '789')).toEqual({ slots: ['', '', '', '', '7', '8'], focus: 5 });
  });
});
