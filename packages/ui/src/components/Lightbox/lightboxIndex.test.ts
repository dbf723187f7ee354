import { describe, expect, it } from 'vitest';
import { framesAround, neighbourIndex } from './lightboxIndex';

describe('neighbourIndex', () => {
  it('steps inside the list', () => {
    expect(neighbourIndex(2, 1, 8, false)).toBe(3);
    expect(neighbourIndex(2, -1, 8, true)).toBe(1);
  });

  it('wraps round at both ends unless finite', () => {
    expect(neighbourIndex(7, 1, 8, false)).toBe(0);
    expect(neighbourIndex(0, -1, 8, false)).toBe(7);
    expect(neighbourIndex(7, 1, 8, true)).toBeNull();
    expect(neighbourIndex(0, -1, 8, true)).toBeNull();
  });

  it('has no neighbour with a single slide', () => {
    expect(neighbourIndex(0, 1, 1, false)).toBeNull();
  });
});

describe('framesAround', () => {
  it('renders the current slide and both neighbours, keyed by slide', () => {
    expect(framesAround(0, 8, false)).toEqual([
      { offset: -1, index: 7, key: '7' },
      { offset: 0, index: 0, key: '0' },
      { offset: 1, index: 1, key: '1' },
    ]);
  });

  it('leaves out the neighbour that does not exist in a finite lightbox', () => {
    expect(framesAround(7, 8, true).map((frame) => frame.index)).toEqual([6, 7]);
  });

  it('keys the two copies apart when two slides loop', () => {
    expect(framesAround(0, 2, false).map((frame) => frame.key)).toEqual(['1:-1', '0:0', '1:1']);
  });
});
