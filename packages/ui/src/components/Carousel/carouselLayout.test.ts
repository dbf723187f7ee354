import { describe, expect, it } from 'vitest';
import { lastPosition, layoutForWidth, stepPosition, type CarouselBreakpoints } from './carouselLayout';

const bestsellers: CarouselBreakpoints = {
  0: { slidesPerView: 1, gap: 10 },
  400: { slidesPerView: 1, gap: 30 },
  768: { slidesPerView: 2, gap: 30 },
  1024: { slidesPerView: 3, gap: 30 },
  1280: { slidesPerView: 3, gap: 30 },
};

describe('layoutForWidth', () => {
  it('picks the entry with the largest minimum width not above the width', () => {
    expect(layoutForWidth(320, bestsellers)).toEqual({ slidesPerView: 1, gap: 10 });
    expect(layoutForWidth(400, bestsellers)).toEqual({ slidesPerView: 1, gap: 30 });
    expect(layoutForWidth(767.5, bestsellers)).toEqual({ slidesPerView: 1, gap: 30 });
    expect(layoutForWidth(768, bestsellers)).toEqual({ slidesPerView: 2, gap: 30 });
    expect(layoutForWidth(1500, bestsellers)).toEqual({ slidesPerView: 3, gap: 30 });
  });

  it('does not depend on the order the keys were written in', () => {
    expect(layoutForWidth(900, { 768: { slidesPerView: 3, gap: 8 }, 0: { slidesPerView: 1, gap: 4 } })).toEqual({
      slidesPerView: 3,
      gap: 8,
    });
  });

  it('uses the smallest entry below every minimum width, and a default when there is none', () => {
    expect(layoutForWidth(200, { 400: { slidesPerView: 2, gap: 12 } })).toEqual({ slidesPerView: 2, gap: 12 });
    expect(layoutForWidth(500, {})).toEqual({ slidesPerView: 1, gap: 16 });
  });

  it('keeps slides per view a whole number of at least one and the gap not negative', () => {
    expect(layoutForWidth(500, { 0: { slidesPerView: 2.6, gap: -4 } })).toEqual({ slidesPerView: 2, gap: 0 });
    expect(layoutForWidth(500, { 0: { slidesPerView: 0, gap: 10 } })).toEqual({ slidesPerView: 1, gap: 10 });
  });
});

describe('lastPosition', () => {
  it('is the first slide in view at the end', () => {
    expect(lastPosition(6, 1)).toBe(5);
    expect(lastPosition(6, 3)).toBe(3);
    expect(lastPosition(2, 3)).toBe(0);
  });
});

describe('stepPosition', () => {
  it('steps within the range', () => {
    expect(stepPosition(0, 1, 3, false)).toBe(1);
    expect(stepPosition(3, -1, 3, false)).toBe(2);
  });

  it('stops at both ends without loop', () => {
    expect(stepPosition(3, 1, 3, false)).toBeNull();
    expect(stepPosition(0, -1, 3, false)).toBeNull();
  });

  it('rewinds at both ends with loop', () => {
    expect(stepPosition(3, 1, 3, true)).toBe(0);
    expect(stepPosition(0, -1, 3, true)).toBe(3);
  });

  it('has nowhere to go when everything is in view', () => {
    expect(stepPosition(0, 1, 0, true)).toBeNull();
  });
});
