/** The operating systems the desktop app reports. */
export const MACHINE_PLATFORMS = ['windows', 'macos', 'linux'] as const;
export type MachinePlatform = (typeof MACHINE_PLATFORMS)[number];

/** How people spell the platforms (the dashboard, the new-device email). */
export const MACHINE_PLATFORM_NAMES: { readonly [P in MachinePlatform]: string } = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
};

/** What the owner reads for a computer its app did not name, or a platform it did not report. */
export const UNNAMED_MACHINE = 'Unnamed device';
export const UNREPORTED_PLATFORM = 'Not reported';

export function machinePlatformName(platform: MachinePlatform | null): string {
  return platform ? MACHINE_PLATFORM_NAMES[platform] : UNREPORTED_PLATFORM;
}

/**
 * What the desktop app computes to name its computer: an opaque id (a hash of the OS
 * machine id, never the raw id), 16 to 256 characters of letters, digits and `._:+/=-`,
 * which covers hex, base64 and base64url digests and UUIDs.
 */
export const MACHINE_FINGERPRINT_PATTERN = /^[A-Za-z0-9._:+/=-]{16,256}$/;
export const MACHINE_FINGERPRINT_MAX_LENGTH = 256;
export const MACHINE_NAME_MAX_LENGTH = 100;
export const MACHINE_APP_VERSION_MAX_LENGTH = 32;

/**
 * One activation: a licence bound to one computer, taking one of its holder's devices until
 * the customer releases it (or the app deactivates itself). A fingerprint activates a licence
 * at most once; activating it again refreshes this row.
 */
export interface Machine {
  id: string;
  licenseId: string;
  /**
   * The person whose device this is: the owner for an activation with the licence key (only
   * the owner sees it), the signed-in member for one with a device token. Each person holds
   * up to the plan's devicesPerSeat. Null once the owner deleted the account.
   */
  userId: string | null;
  fingerprint: string;
  /** What the app calls the computer, usually its host name. */
  name: string | null;
  platform: MachinePlatform | null;
  appVersion: string | null;
  activatedAt: Date;
  /** The last activation or validation from this computer. */
  lastSeenAt: Date;
  /** When the last licence file issued to it expires: how long it runs without a connection. Null before any file. */
  offlineUntil: Date | null;
  /**
   * Whether that last file answered an uploaded activation request (air-gapped): such a
   * computer never checks in, so only its deactivation code frees it before the file runs out.
   */
  fileIssuedOffline: boolean;
  /**
   * The computer's device key (its X25519 public key, base64url) from its activation request,
   * or an online activation that sent one: the files issued to it carry an offline
   * deactivation code only it can compute. Null: its files have no offline code.
   */
  deactivationKey: string | null;
}

/** What an activation may tell about the computer; absent fields keep what is stored. */
export type MachineDetails = Partial<Pick<Machine, 'name' | 'platform' | 'appVersion' | 'deactivationKey'>>;

/**
 * The stored activation `existing` as a new activation of its fingerprint refreshes it: the
 * new person's, with the details the new one does not leave null, and its last-seen time; its
 * id, activation time and file stay.
 */
export function refreshedMachine(existing: Machine, activation: Machine): Machine {
  return {
    ...existing,
    userId: activation.userId,
    name: activation.name ?? existing.name,
    platform: activation.platform ?? existing.platform,
    appVersion: activation.appVersion ?? existing.appVersion,
    deactivationKey: activation.deactivationKey ?? existing.deactivationKey,
    lastSeenAt: activation.lastSeenAt,
  };
}
