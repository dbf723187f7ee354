import { describe, expect, it } from 'vitest';
import { fittingUnit } from '../src/installationLength';
import { SAC_INSTALLATION_MESSAGE, SAC_SHAPE_MESSAGE, sacCodeProblem, UNIT_WORDS, unitProblem } from '../src/services';

describe('sacCodeProblem', () => {
  it('takes six digits in chapter 99 only', () => {
    expect(sacCodeProblem('survey', '998399')).toBeNull();
    expect(sacCodeProblem('survey', '7326')).toBe(SAC_SHAPE_MESSAGE);
    expect(sacCodeProblem('survey', '99839')).toBe(SAC_SHAPE_MESSAGE);
    expect(sacCodeProblem('survey', '9983990')).toBe(SAC_SHAPE_MESSAGE);
    expect(sacCodeProblem('survey', '732690')).toBe(SAC_SHAPE_MESSAGE);
    expect(sacCodeProblem('survey', '99839a')).toBe(SAC_SHAPE_MESSAGE);
  });

  it('files installation under heading 9987 or 9954', () => {
    expect(sacCodeProblem('installation', '998739')).toBeNull();
    expect(sacCodeProblem('installation', '995468')).toBeNull();
    expect(sacCodeProblem('installation', '998399')).toBe(SAC_INSTALLATION_MESSAGE);
    expect(sacCodeProblem('installation', '996511')).toBe(SAC_INSTALLATION_MESSAGE);
  });
});

describe('unitProblem', () => {
  it('prices a survey per visit and fitting by the metre, the square metre or the job', () => {
    expect(unitProblem('survey', 'visit')).toBeNull();
    expect(unitProblem('survey', 'running_metre')).not.toBeNull();
    expect(unitProblem('installation', 'running_metre')).toBeNull();
    expect(unitProblem('installation', 'square_metre')).toBeNull();
    expect(unitProblem('installation', 'job')).toBeNull();
    expect(unitProblem('installation', 'visit')).not.toBeNull();
  });

  it('writes each installation unit as the words that make a line bookable fitting', () => {
    expect(fittingUnit(UNIT_WORDS.running_metre)).toBe('running_metre');
    expect(fittingUnit(UNIT_WORDS.square_metre)).toBe('square_metre');
    expect(fittingUnit(UNIT_WORDS.job)).toBe('job');
    expect(fittingUnit(UNIT_WORDS.visit)).toBeNull();
  });
});
