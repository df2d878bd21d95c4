/**
 * The machine fingerprint the licence API binds an activation to.
 *
 * It is an HMAC-SHA-256 of the operating system's machine id, keyed with a constant of
 * this application, in base64url: stable across restarts and updates, the same for every
 * user account of the computer, and useless to anyone else (the raw id never leaves the
 * machine, and another vendor's hash of the same id differs).
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** What the API accepts as a fingerprint (the contract: 16-256 characters of this set). */
export const FINGERPRINT_PATTERN = /^[A-Za-z0-9._:+/=-]{16,256}$/;

/** Changing this key changes every fingerprint, so every device would need a new seat. */
const FINGERPRINT_KEY = 'pointforge-desktop/machine-fingerprint/v1';

const runCommand = promisify(execFile);

/** Where each platform keeps a machine id that survives reboots and OS updates. */
async function readMachineId(platform: NodeJS.Platform): Promise<string> {
  switch (platform) {
    case 'linux':
      // systemd's id; older systems only have D-Bus's copy of it.
      return firstReadable(['/etc/machine-id', '/var/lib/dbus/machine-id']);
    case 'darwin': {
      const { stdout } = await runCommand('ioreg', ['-rd1', '-c', 'IOPlatformExpertDevice']);
      return parseIoregPlatformUuid(stdout);
    }
    case 'win32': {
      // /reg:64 reads the 64-bit view even from a 32-bit process, where the key is redirected.
      const { stdout } = await runCommand('reg', ['query', 'HKLM\\SOFTWARE\\Microsoft\\Cryptography', '/v', 'MachineGuid', '/reg:64']);
      return parseRegMachineGuid(stdout);
    }
    default:
      throw new Error(`No machine id is known on ${platform}; pass a fingerprint instead.`);
  }
}

async function firstReadable(paths: string[]): Promise<string> {
  for (const path of paths) {
    const content = await readFile(path, 'utf8').catch(() => '');
    if (content.trim()) return content.trim();
  }
  throw new Error(`No machine id in ${paths.join(' or ')}.`);
}

/** The IOPlatformUUID line of `ioreg -rd1 -c IOPlatformExpertDevice`. */
export function parseIoregPlatformUuid(output: string): string {
  const match = /"IOPlatformUUID"\s*=\s*"([^"]+)"/.exec(output);
  if (!match) throw new Error('ioreg did not report an IOPlatformUUID.');
  return match[1];
}

/** The MachineGuid value of `reg query HKLM\SOFTWARE\Microsoft\Cryptography /v MachineGuid`. */
export function parseRegMachineGuid(output: string): string {
  const match = /MachineGuid\s+REG_SZ\s+(\S+)/.exec(output);
  if (!match) throw new Error('The registry did not report a MachineGuid.');
  return match[1];
}

/** The fingerprint of a raw machine id (case and surrounding space do not matter). */
export function fingerprintOfMachineId(machineId: string): string {
  return createHmac('sha256', FINGERPRINT_KEY).update(machineId.trim().toLowerCase()).digest('base64url');
}

export interface FingerprintOptions {
  /**
   * A fingerprint to use as it is, for tests that play several computers. A shipping app
   * never takes it from the user or the environment: with it, a copied licence folder
   * would pass as this computer's.
   */
  override?: string;
  platform?: NodeJS.Platform;
}

/** This machine's fingerprint, as sent to the API and expected in the licence file's `fp`. */
export async function machineFingerprint(options: FingerprintOptions = {}): Promise<string> {
  if (options.override !== undefined) {
    if (!FINGERPRINT_PATTERN.test(options.override)) {
      throw new Error(`A fingerprint is 16-256 characters of A-Z a-z 0-9 . _ : + / = -; "${options.override}" is not.`);
    }
    return options.override;
  }
  return fingerprintOfMachineId(await readMachineId(options.platform ?? process.platform));
}
