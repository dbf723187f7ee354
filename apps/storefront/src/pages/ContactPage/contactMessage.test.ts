import { describe, expect, it } from 'vitest';
import { blankContactFields, emptyContactMessage, trimContactMessage } from './contactMessage';

const filled = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Balcony net', message: 'Which net fits 12 × 8 ft?' };

describe('blankContactFields', () => {
  it('finds nothing when every field has text', () => {
    expect(blankContactFields(filled)).toEqual([]);
  });

  it('names every empty field, in form order', () => {
    expect(blankContactFields(emptyContactMessage)).toEqual(['name', 'email', 'subject', 'message']);
    expect(blankContactFields({ ...filled, subject: '', name: '' })).toEqual(['name', 'subject']);
  });

  it('counts a field of spaces, tabs or newlines as empty', () => {
    expect(blankContactFields({ ...filled, message: ' \n\t ', email: '   ' })).toEqual(['email', 'message']);
  });
});

describe('trimContactMessage', () => {
  it('trims the outer white space of each field and keeps the inner text as typed', () => {
    expect(trimContactMessage({ name: '  Asha  Rao ', email: ' asha@example.com\n', subject: '\tNet ', message: ' Line one\n\nLine two ' })).toEqual({
      name: 'Asha  Rao',
      email: 'asha@example.com',
      subject: 'Net',
      message: 'Line one\n\nLine two',
    });
  });
});
