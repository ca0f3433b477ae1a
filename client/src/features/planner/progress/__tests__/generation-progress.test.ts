import { advanceProgress, INITIAL_PROGRESS, progressEventOf, stepOf, stepStatuses } from '../generation-progress';

describe('generation progress', () => {
  it.each([
    ['understanding', 'understanding'],
    ['choosing places', 'choosing'],
    ['planning day 1', 'planning'],
    ['planning day 12', 'planning'],
    ['checking', 'checking'],
    ['saving', 'saving'],
    ['planning day', undefined],
    ['warming up', undefined],
  ])('the stage %j belongs to the step %j', (stage, step) => {
    expect(stepOf(stage)).toBe(step);
  });

  it('follows the server: percent, message and the step, with earlier steps done', () => {
    let state = advanceProgress(INITIAL_PROGRESS, { stage: 'understanding', percent: 5, message: 'Planning Kyoto, Japan, from our destination guide' });
    state = advanceProgress(state, { stage: 'planning day 2', percent: 75, message: 'Day 2: Gion (4 stops)' });
    expect(state).toEqual({ percent: 75, message: 'Day 2: Gion (4 stops)', current: 'planning' });
    expect(stepStatuses(state).map((step) => step.status)).toEqual(['done', 'done', 'active', 'waiting', 'waiting']);
  });

  it('never goes back: a lower percent or an earlier stage arriving late changes neither', () => {
    const state = advanceProgress({ percent: 92, message: 'Checking the plan', current: 'checking' }, { stage: 'planning day 3', percent: 80, message: 'Day 3' });
    expect(state).toMatchObject({ percent: 92, current: 'checking', message: 'Day 3' });
  });

  it('keeps percentages between 0 and 100, and an unknown stage keeps the step', () => {
    expect(advanceProgress(INITIAL_PROGRESS, { stage: 'understanding', percent: 140, message: '' }).percent).toBe(100);
    expect(advanceProgress(INITIAL_PROGRESS, { stage: 'understanding', percent: Number.NaN, message: 'x' }).percent).toBe(0);
    const state = advanceProgress({ percent: 40, message: 'a', current: 'choosing' }, { stage: 'warming up', percent: 45, message: '' });
    expect(state).toEqual({ percent: 45, message: 'a', current: 'choosing' });
  });

  it('before the first event no step is active', () => {
    expect(stepStatuses(INITIAL_PROGRESS).every((step) => step.status === 'waiting')).toBe(true);
  });

  it('reads only well-formed progress data', () => {
    expect(progressEventOf({ stage: 'checking', percent: 92, message: 'Checking' })).toEqual({ stage: 'checking', percent: 92, message: 'Checking' });
    expect(progressEventOf({ stage: 'checking', percent: 92 })).toEqual({ stage: 'checking', percent: 92, message: '' });
    expect(progressEventOf({ stage: 'checking', percent: '92' })).toBeUndefined();
    expect(progressEventOf('checking')).toBeUndefined();
    expect(progressEventOf(null)).toBeUndefined();
  });
});
