import { clausesOf, countOf, normaliseName, normaliseText, seedOf, wordsOf } from '../normalise.js';

describe('normalise', () => {
  it('lower-cases, drops accents and apostrophes, and keeps clause breaks', () => {
    expect(normaliseText("We'd love Kid's stuff; NO museums!")).toBe('wed love kids stuff , no museums ,');
    expect(normaliseName('Cancún')).toBe('cancun');
    expect(normaliseName('L.A.')).toBe('la');
    expect(normaliseName('Kraków')).toBe('krakow');
  });

  it('keeps each word as typed beside its normalised form', () => {
    expect(wordsOf("Let's go to L.A. or São Paulo")).toEqual([
      { text: 'lets', original: "Let's" },
      { text: 'go', original: 'go' },
      { text: 'to', original: 'to' },
      { text: 'la', original: 'L.A' },
      { text: 'or', original: 'or' },
      { text: 'sao', original: 'São' },
      { text: 'paulo', original: 'Paulo' },
    ]);
  });

  it('reads counts in digits and words', () => {
    expect(countOf('5')).toBe(5);
    expect(countOf('five')).toBe(5);
    expect(countOf('a')).toBe(1);
    expect(countOf('many')).toBeUndefined();
  });

  it('splits clauses at punctuation and at words that start a new thought', () => {
    expect(clausesOf(normaliseText('No museums, but lots of food and add beaches'))).toEqual(['no museums', 'lots of food', 'add beaches']);
  });

  it('gives the same seed for the same conversation and another for another', () => {
    expect(seedOf(['hi', 'Rome'])).toBe(seedOf(['hi', 'Rome']));
    expect(seedOf(['hi', 'Rome'])).not.toBe(seedOf(['hi', 'Paris']));
    expect(seedOf(['ab', 'c'])).not.toBe(seedOf(['a', 'bc']));
  });
});
