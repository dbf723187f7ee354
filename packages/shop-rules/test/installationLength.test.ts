import { describe, expect, it } from 'vitest';
import { fittingUnit, installationLength, isTimedFitting, type FittingLine } from '../src/installationLength';

const pace = { metresPerHour: 10, squareMetresPerHour: 5 };
const metres = (quantity: number): FittingLine => ({ unit: 'running metre', quantity, jobMinutes: null });
const squareMetres = (quantity: number): FittingLine => ({ unit: 'square metre', quantity, jobMinutes: null });
const job = (jobMinutes: number | null, quantity = 1): FittingLine => ({ unit: 'job', quantity, jobMinutes });

describe('installationLength', () => {
  it('is an hour at least, however few the metres', () => {
    expect(installationLength([metres(0)], pace, 480)).toEqual({ fits: true, minutes: 60 });
    expect(installationLength([metres(1)], pace, 480)).toEqual({ fits: true, minutes: 60 });
    expect(installationLength([metres(10)], pace, 480)).toEqual({ fits: true, minutes: 60 });
  });

  it('rounds up to the half hour', () => {
    expect(installationLength([metres(10.1)], pace, 480).minutes).toBe(90);
    expect(installationLength([metres(15)], pace, 480).minutes).toBe(90);
    expect(installationLength([metres(15.01)], pace, 480).minutes).toBe(120);
    expect(installationLength([metres(37)], pace, 480).minutes).toBe(240);
    // 7 m at 3 m an hour is 140 minutes exactly, not a hair over the grid.
    expect(installationLength([metres(7)], { ...pace, metresPerHour: 3 }, 480).minutes).toBe(150);
    expect(installationLength([metres(3)], { ...pace, metresPerHour: 3 }, 480).minutes).toBe(60);
  });

  it('fits up to the longest working period and not a minute beyond', () => {
    expect(installationLength([metres(80)], pace, 480)).toEqual({ fits: true, minutes: 480 });
    expect(installationLength([metres(80.5)], pace, 480)).toEqual({ fits: false, minutes: 510 });
    expect(installationLength([metres(1)], pace, 0)).toEqual({ fits: false, minutes: 60 });
  });

  it('takes square metres at their own pace', () => {
    // 12 m² at 5 m² an hour is 144 minutes: two and a half hours on the grid.
    expect(installationLength([squareMetres(12)], pace, 480)).toEqual({ fits: true, minutes: 150 });
    expect(installationLength([squareMetres(12)], { ...pace, squareMetresPerHour: 8 }, 480).minutes).toBe(90);
    expect(installationLength([squareMetres(2)], pace, 480).minutes).toBe(60);
  });

  it('takes a fixed job at its service’s length, each one of them', () => {
    expect(installationLength([job(180)], pace, 480)).toEqual({ fits: true, minutes: 180 });
    expect(installationLength([job(100)], pace, 480).minutes).toBe(120);
    expect(installationLength([job(180, 2)], pace, 480).minutes).toBe(360);
    expect(installationLength([job(300, 2)], pace, 480)).toEqual({ fits: false, minutes: 600 });
  });

  it('adds the units of a mixed order before rounding once', () => {
    // 25 m (150 min) + 5 m² (60 min) + a 45-minute job = 255 minutes: four and a half hours, not five.
    expect(installationLength([metres(25), squareMetres(5), job(45)], pace, 480).minutes).toBe(270);
  });

  it('counts nothing for a line that does not tell the crew’s time', () => {
    const visit: FittingLine = { unit: 'visit', quantity: 1, jobMinutes: 600 };
    expect(installationLength([metres(20), visit, job(null)], pace, 480).minutes).toBe(120);
  });
});

describe('fittingUnit', () => {
  it('knows the ways a quotation writes a running metre', () => {
    for (const unit of ['running metre', 'Running Metres', 'rmt', 'RM', 'metre', ' m. ']) expect(fittingUnit(unit.trim())).toBe('running_metre');
    for (const unit of ['visit', 'pack', 'square metre', '', null, undefined]) expect(fittingUnit(unit)).not.toBe('running_metre');
  });

  it('knows a square metre and a job', () => {
    for (const unit of ['square metre', 'Sq. m', 'sqm', 'm²', 'M2']) expect(fittingUnit(unit)).toBe('square_metre');
    for (const unit of ['job', 'Fixed job', 'jobs']) expect(fittingUnit(unit)).toBe('job');
    for (const unit of ['visit', 'pack', '', null]) expect(fittingUnit(unit)).toBeNull();
  });
});

describe('isTimedFitting', () => {
  it('is any metres, and a job only with its service’s length', () => {
    expect(isTimedFitting(metres(1))).toBe(true);
    expect(isTimedFitting(squareMetres(1))).toBe(true);
    expect(isTimedFitting(job(120))).toBe(true);
    expect(isTimedFitting(job(null))).toBe(false);
    expect(isTimedFitting({ unit: 'visit', quantity: 1, jobMinutes: null })).toBe(false);
  });
});
