import { findCountryFacts } from '../country-facts.js';

describe('findCountryFacts languages', () => {
  it('adds the standard English name where countries-list uses an older one', () => {
    expect(findCountryFacts('KH')?.languages).toEqual(['Cambodian', 'Khmer']);
    expect(findCountryFacts('LA')?.languages).toEqual(['Laotian', 'Lao']);
    expect(findCountryFacts('LK')?.languages).toEqual(['Sinhalese', 'Sinhala', 'Tamil']);
  });

  it('lists a name once when both sources agree', () => {
    expect(findCountryFacts('FR')?.languages).toEqual(['French']);
    expect(findCountryFacts('IN')?.languages).toEqual(['Hindi', 'English']);
  });

  it('knows nothing of an unknown code', () => {
    expect(findCountryFacts('XX')).toBeUndefined();
  });
});
