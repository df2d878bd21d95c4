import { codingsToTry } from './accept-encoding';

describe('codingsToTry', () => {
  it.each<[string | undefined, string[]]>([
    // What browsers send: brotli wins over gzip.
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['br', ['br', 'identity']],
    ['gzip', ['gzip', 'identity']],
    // No header: a client that sends none may not decode anything.
    [undefined, ['identity']],
    // An empty header asks for no coding.
    ['', ['identity']],
    ['deflate', ['identity']],
    ['identity', ['identity']],
  ])('%j → %j', (header, expected) => {
    expect(codingsToTry(header)).toEqual(expected);
  });

  it('never offers a coding the client weighs at zero', () => {
    expect(codingsToTry('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(codingsToTry('gzip;q=0, br;q=0')).toEqual(['identity']);
    expect(codingsToTry('*;q=0')).toEqual(['identity']);
    expect(codingsToTry('*, gzip;q=0')).toEqual(['br', 'identity']);
  });

  it("follows the client's weights, and the server's preference on a tie", () => {
    expect(codingsToTry('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br', 'identity']);
    expect(codingsToTry('gzip;q=0.7, br;q=0.7')).toEqual(['br', 'gzip', 'identity']);
    expect(codingsToTry('*')).toEqual(['br', 'gzip', 'identity']);
  });

  it('reads the header leniently: case, spaces, x-gzip, other parameters', () => {
    expect(codingsToTry('GZIP ; Q = 0.5 , BR')).toEqual(['br', 'gzip', 'identity']);
    expect(codingsToTry('x-gzip')).toEqual(['gzip', 'identity']);
    expect(codingsToTry('br;level=5;q=0.9, ,gzip;q=1.0')).toEqual(['gzip', 'br', 'identity']);
  });

  it('ignores a coding whose weight is malformed', () => {
    expect(codingsToTry('br;q=high, gzip')).toEqual(['gzip', 'identity']);
  });

  it('still ends with identity when the client refuses it, rather than failing', () => {
    expect(codingsToTry('identity;q=0')).toEqual(['identity']);
    expect(codingsToTry('br, identity;q=0')).toEqual(['br', 'identity']);
  });
});
