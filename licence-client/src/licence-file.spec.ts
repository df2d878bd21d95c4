import { ARMOR_BEGIN, ARMOR_END, armorLicence, MalformedLicenceFileError, unarmorLicence } from './licence-file';

const compactJws = `${'a'.repeat(70)}.${'B-_9'.repeat(40)}.${'c'.repeat(86)}`;

describe('the armored licence file', () => {
  it('wraps the compact JWS at 64 columns between the BEGIN and END lines', () => {
    const lines = armorLicence(compactJws).split('\n');

    expect(lines[0]).toBe(ARMOR_BEGIN);
    expect(lines.at(-2)).toBe(ARMOR_END);
    expect(lines.at(-1)).toBe('');
    const body = lines.slice(1, -2);
    expect(body.slice(0, -1).every((line) => line.length === 64)).toBe(true);
    expect(body.at(-1)!.length).toBeGreaterThan(0);
    expect(body.at(-1)!.length).toBeLessThanOrEqual(64);
    expect(body.join('')).toBe(compactJws);
  });

  it('round-trips, also through CRLF line ends, indentation and the text of an email around it', () => {
    const armored = armorLicence(compactJws);
    const pastedFromMail = `Hello,\r\n\r\nyour licence:\r\n${armored
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\r\n')}\r\nRegards`;

    expect(unarmorLicence(armored)).toBe(compactJws);
    expect(unarmorLicence(pastedFromMail)).toBe(compactJws);
  });

  it('takes a bare compact JWS as it is', () => {
    expect(unarmorLicence(`  ${compactJws}\n`)).toBe(compactJws);
  });

  it('refuses a file cut short, a body that is not a compact JWS, and armoring something else', () => {
    const armored = armorLicence(compactJws);

    expect(() => unarmorLicence(armored.replace(ARMOR_END, ''))).toThrow(MalformedLicenceFileError);
    expect(() => unarmorLicence(`${ARMOR_BEGIN}\nnot a licence\n${ARMOR_END}\n`)).toThrow(MalformedLicenceFileError);
    expect(() => unarmorLicence('a.b')).toThrow(MalformedLicenceFileError);
    expect(() => armorLicence('a.b.c.d')).toThrow(MalformedLicenceFileError);
  });
});
