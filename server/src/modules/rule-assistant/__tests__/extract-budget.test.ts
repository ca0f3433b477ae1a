import { extractBudget, stepBudget } from '../extract-budget.js';

describe('extractBudget', () => {
  it.each([
    ['cheap', 1],
    ['backpacking', 1],
    ['on a shoestring', 1],
    ['budget-friendly', 1],
    ['on a budget', 2],
    ['affordable', 2],
    ['not too expensive', 2],
    ['mid-range', 3],
    ['moderate', 3],
    ['upscale', 4],
    ['a bit of luxury', 4],
    ['splurge', 5],
    ['luxury', 5],
    ['five-star', 5],
    ['5 star hotels', 5],
    ['budget level 4', 4],
    ['3 out of 5', 3],
  ])('reads %j as level %i', (text, level) => {
    expect(extractBudget(text)).toEqual({ level });
  });

  it.each([
    ['make it cheaper', -1],
    ['a lot cheaper', -2],
    ['more luxurious', 1],
    ['fancier please', 1],
    ['much more upscale', 2],
  ])('reads %j as a step of %i', (text, change) => {
    expect(extractBudget(text)).toEqual({ change });
  });

  it('does not read an amount of money as a level', () => {
    expect(extractBudget('a budget of 2000 dollars')).toEqual({});
    expect(extractBudget('5 days in Rome')).toEqual({});
  });

  it('keeps a stepped level within 1 to 5', () => {
    expect(stepBudget(3, -1)).toBe(2);
    expect(stepBudget(1, -2)).toBe(1);
    expect(stepBudget(5, 1)).toBe(5);
  });
});
