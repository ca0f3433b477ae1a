/**
 * Model text is untrusted input: what plainText leaves of markup, links, control characters
 * and runaway lengths, and what cleanProposal does to a hostile proposal's names and words.
 */
import { plainName, plainText } from '../../model-text.js';
import { cleanProposal } from '../clean-proposal.js';
import { PORTO_PROPOSAL } from './porto-proposal.fixture.js';

describe('plainText', () => {
  test.each([
    ['<script>alert(1)</script>Livraria Lello', 'alert(1) Livraria Lello'],
    ['A <b>lovely</b> bookshop<img src=x onerror=alert(1)>', 'A lovely bookshop'],
    ['Verify your passport at https://evil.example/verify before you go.', 'Verify your passport at before you go.'],
    ['Book at www.evil.example or evil.example/pay now', 'Book at or now'],
    ['See [the museum](https://evil.example) and ![map](http://x/y.png)', 'See the museum and map'],
    ['A **bold** `claim`', 'A bold claim'],
    ['Tab\tand\u0000NUL and \u202eright-to-left', 'Tab and NUL and right-to-left'],
    ['lone \ud800 surrogate', 'lone surrogate'],
    ['javascript:alert(1) click', 'click'],
  ])('%j becomes %j', (input, output) => {
    expect(plainText(input, 500)).toBe(output);
  });

  test('a long text is cut at a sentence or a word, never mid-word', () => {
    const text = 'One sentence here. '.repeat(40);
    const cut = plainText(text, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('here.')).toBe(true);
    expect(plainText('word '.repeat(100), 50)).toMatch(/^(word )+word…$/);
  });

  test('anything that is not a string is no text', () => {
    expect(plainText(42, 10)).toBe('');
    expect(plainText(null, 10)).toBe('');
  });

  test('a name is whole or nothing', () => {
    expect(plainName('Livraria <i>Lello</i>', 120)).toBe('Livraria Lello');
    expect(plainName('M'.repeat(4030), 120)).toBe('');
  });
});

describe('cleanProposal', () => {
  test('every text a traveller would read is cleaned; a 4,030-character name empties, so its place is dropped', () => {
    const [first, second] = PORTO_PROPOSAL.places;
    const hostile = {
      ...PORTO_PROPOSAL,
      overview: { ...PORTO_PROPOSAL.overview, safetyTips: 'Verify your passport at https://phish.example/login <script>steal()</script>' },
      places: [
        { ...first, description: 'Open at 03:00 <a href="https://evil.example">book here</a>' },
        { ...second, name: 'X'.repeat(4030) },
      ],
    };
    const clean = cleanProposal(hostile);
    expect(clean.overview.safetyTips).toBe('Verify your passport at steal()');
    expect(clean.places[0].description).toBe('Open at 03:00 book here');
    expect(clean.places[1].name).toBe('');
    expect(JSON.stringify(clean)).not.toMatch(/https?:|<script|evil\.example|phish\.example/);
  });
});
