import { matchesTextSearch, parseTextSearch, someWordStartsWith } from './text-search';

describe('console search text', () => {
  it('reads typed words folded as the database compares them: case and accents ignored', () => {
    expect(parseTextSearch('  José ÁLVAREZ ')).toEqual({ kind: 'words', words: ['jose', 'alvarez'] });
  });

  it('finds a word start whatever its accents, on either side', () => {
    expect(someWordStartsWith('jose', ['Mr José Smith'])).toBe(true);
    expect(matchesTextSearch(parseTextSearch('josé'), 'x@example.com', ['Jose Smith'])).toBe(true);
    expect(matchesTextSearch(parseTextSearch('hárb'), 'x@example.com', ['Harbour Mapping'])).toBe(true);
    expect(someWordStartsWith('ose', ['José'])).toBe(false);
  });

  it('reads text with @ or no three-letter word as an email prefix, folded too', () => {
    expect(parseTextSearch('Zoë@Ex')).toEqual({ kind: 'email-prefix', prefix: 'zoe@ex' });
    expect(matchesTextSearch(parseTextSearch('zoe@ex'), 'zoë@example.com', [])).toBe(true);
  });
});
