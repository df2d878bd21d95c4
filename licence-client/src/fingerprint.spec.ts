import { readFileSync } from 'node:fs';
import { FINGERPRINT_PATTERN, fingerprintOfMachineId, machineFingerprint, parseIoregPlatformUuid, parseRegMachineGuid } from './fingerprint';

describe('the machine fingerprint', () => {
  const machineId = '4c4c4544-0042-3510-8052-b4c04f4e3732';

  it('is a keyed hash the API accepts, never the raw machine id', () => {
    const fingerprint = fingerprintOfMachineId(machineId);

    expect(fingerprint).toMatch(FINGERPRINT_PATTERN);
    expect(fingerprint).toHaveLength(43);
    expect(fingerprint.toLowerCase()).not.toContain(machineId.replace(/-/g, '').slice(0, 8));
    expect(fingerprint).not.toBe(fingerprintOfMachineId('4c4c4544-0042-3510-8052-b4c04f4e3733'));
  });

  it('does not change with the case or the surrounding space of the id', () => {
    expect(fingerprintOfMachineId(`${machineId.toUpperCase()}\n`)).toBe(fingerprintOfMachineId(machineId));
  });

  it("reads macOS's IOPlatformUUID and Windows's MachineGuid from their commands' output", () => {
    const ioreg = `+-o J316sAP  <class IOPlatformExpertDevice, id 0x100000254, registered, matched, active, busy 0 (1 ms), retain 42>
    {
      "IOPlatformSerialNumber" = "C02XXXXXXXXX"
      "IOPlatformUUID" = "0F3C2A14-6E4B-5D8C-9A7E-1B2C3D4E5F60"
    }`;
    const reg = `
HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Cryptography
    MachineGuid    REG_SZ    b7a1e2c3-d4e5-4f60-8a9b-0c1d2e3f4a5b
`;
    expect(parseIoregPlatformUuid(ioreg)).toBe('0F3C2A14-6E4B-5D8C-9A7E-1B2C3D4E5F60');
    expect(parseRegMachineGuid(reg)).toBe('b7a1e2c3-d4e5-4f60-8a9b-0c1d2e3f4a5b');
    expect(() => parseIoregPlatformUuid('nothing')).toThrow('IOPlatformUUID');
    expect(() => parseRegMachineGuid('ERROR: The system was unable to find the specified registry key')).toThrow('MachineGuid');
  });

  it('is replaced by a fingerprint given for tests, which must still have the shape the API accepts', async () => {
    await expect(machineFingerprint({ override: 'test-machine-0000000001' })).resolves.toBe('test-machine-0000000001');
    await expect(machineFingerprint({ override: 'short' })).rejects.toThrow('16-256 characters');
    await expect(machineFingerprint({ override: 'has spaces in it, not allowed' })).rejects.toThrow('16-256 characters');
  });

  it('hashes the machine id of this computer (on Linux, the one systemd keeps), the same on every call', async () => {
    const fingerprint = await machineFingerprint();

    expect(fingerprint).toMatch(FINGERPRINT_PATTERN);
    await expect(machineFingerprint()).resolves.toBe(fingerprint);
    if (process.platform === 'linux') expect(fingerprint).toBe(fingerprintOfMachineId(readFileSync('/etc/machine-id', 'utf8')));
  });

  it('says so on a system without a known machine id', async () => {
    await expect(machineFingerprint({ platform: 'aix' })).rejects.toThrow('No machine id is known on aix');
  });
});
