import { describe, expect, it } from 'vitest';
import { installationLength, isRunningMetreUnit } from '../src/installationLength';

describe('installationLength', () => {
  it('is an hour at least, however few the metres', () => {
    expect(installationLength(0, 10, 480)).toEqual({ fits: true, minutes: 60 });
    expect(installationLength(1, 10, 480)).toEqual({ fits: true, minutes: 60 });
    expect(installationLength(10, 10, 480)).toEqual({ fits: true, minutes: 60 });
  });

  it('rounds up to the half hour', () => {
    expect(installationLength(10.1, 10, 480).minutes).toBe(90);
    expect(installationLength(15, 10, 480).minutes).toBe(90);
    expect(installationLength(15.01, 10, 480).minutes).toBe(120);
    expect(installationLength(37, 10, 480).minutes).toBe(240);
    // 7 m at 3 m an hour is 140 minutes exactly, not a hair over the grid.
    expect(installationLength(7, 3, 480).minutes).toBe(150);
    expect(installationLength(3, 3, 480).minutes).toBe(60);
  });

  it('fits up to the longest working period and not a minute beyond', () => {
    expect(installationLength(80, 10, 480)).toEqual({ fits: true, minutes: 480 });
    expect(installationLength(80.5, 10, 480)).toEqual({ fits: false, minutes: 510 });
    expect(installationLength(1, 10, 0)).toEqual({ fits: false, minutes: 60 });
  });
});

describe('isRunningMetreUnit', () => {
  it('knows the ways a quotation writes a running metre', () => {
    for (const unit of ['running metre', 'Running Metres', 'rmt', 'RM', 'metre', ' m. ']) expect(isRunningMetreUnit(unit.trim())).toBe(true);
    for (const unit of ['visit', 'pack', '', null, undefined]) expect(isRunningMetreUnit(unit)).toBe(false);
  });
});
