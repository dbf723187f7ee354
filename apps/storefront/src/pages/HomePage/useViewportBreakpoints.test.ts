import { describe, expect, it } from 'vitest';
import { bestsellerBreakpoints, clientBreakpoints } from './carouselBreakpoints';
import { activeStep } from './useViewportBreakpoints';

/** A window `width` px wide, as a media query would answer for it. */
const atWidth = (width: number) => (minWidth: number) => width >= minWidth;

describe('activeStep', () => {
  it("picks the product brief's step by window width", () => {
    expect(activeStep(atWidth(375), bestsellerBreakpoints)).toBe(0);
    expect(activeStep(atWidth(400), bestsellerBreakpoints)).toBe(400);
    expect(activeStep(atWidth(767), clientBreakpoints)).toBe(400);
    expect(activeStep(atWidth(768), clientBreakpoints)).toBe(768);
    expect(activeStep(atWidth(1279), clientBreakpoints)).toBe(1024);
    expect(activeStep(atWidth(1280), clientBreakpoints)).toBe(1280);
    expect(activeStep(atWidth(2560), clientBreakpoints)).toBe(1280);
  });

  it('falls back to the smallest step below every key', () => {
    expect(activeStep(atWidth(100), { 320: { slidesPerView: 1, gap: 0 }, 768: { slidesPerView: 2, gap: 0 } })).toBe(320);
  });
});
