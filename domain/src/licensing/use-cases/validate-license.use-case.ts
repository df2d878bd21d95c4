import type { ClockPort } from '../../shared/clock.port';
import { desktopLicenseStatus, toDesktopLicenseView, toDesktopMachineView, type DesktopLicenseView, type DesktopMachineView } from './desktop-license-view';
import type { DesktopCredential, DesktopLicenseLookup } from './desktop-license-lookup';
import type { LicenseFileIssuer } from './license-file-issuer';
import { DESKTOP_LICENSE_CODES, type LicenseValidationCode } from './licensing-errors';

export type ValidateLicenseInput = DesktopCredential & {
  /** Without it, only the licence is checked; with it (or a bearer token, which names its computer), also this computer's activation. */
  fingerprint?: string;
  ipAddress: string;
};

/**
 * The verdict: `valid` exactly when `code` is VALID. `license` accompanies every code but
 * NOT_FOUND; `machine` and a fresh `licenseFile` come with VALID for a fingerprint.
 */
export interface LicenseValidation {
  valid: boolean;
  code: LicenseValidationCode;
  license?: DesktopLicenseView;
  machine?: DesktopMachineView;
  licenseFile?: string;
}

/**
 * Tells a desktop app whether its licence still runs (POST /api/v1/licenses/validate):
 * a verdict, never a refusal, for any well-formed request. With the computer's fingerprint
 * and a running licence it is the daily refresh: a new licence file is issued and the
 * machine's last-seen time recorded with it. A suspended or expired licence gets no file.
 * Every installed copy calls it, so it costs one read and, with a file, one write; a
 * computer checking again by key within KEPT_LICENSE_FILE_MS gets the same file back, from
 * the replica's memory while nothing changed (DesktopLicenseLookup.findForCheck; see
 * docs/performance.md).
 */
export class ValidateLicenseUseCase {
  constructor(
    private readonly lookup: DesktopLicenseLookup,
    private readonly licenseFiles: LicenseFileIssuer,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: ValidateLicenseInput): Promise<LicenseValidation> {
    const now = this.clock.now();
    const caller = await this.lookup.findForCheck(input, input.ipAddress, input.fingerprint, now);
    // A revoked token (its person removed, its device released) leaves the device without an activation.
    if (!caller) return { valid: false, code: input.accessToken === undefined ? DESKTOP_LICENSE_CODES.notFound : DESKTOP_LICENSE_CODES.notActivated };
    const { license, grant, fingerprint, device: stored, seatsUsed, owner, keptFile } = caller;
    const view = toDesktopLicenseView(license, { seatsUsed }, now);
    const status = desktopLicenseStatus(license, now);
    if (status === 'expired') return { valid: false, code: DESKTOP_LICENSE_CODES.expired, license: view };
    if (status === 'suspended') return { valid: false, code: DESKTOP_LICENSE_CODES.suspended, license: view };
    if (fingerprint === undefined) return { valid: true, code: DESKTOP_LICENSE_CODES.valid, license: view };

    if (!stored || (grant && grant.machineId !== stored.id)) return { valid: false, code: DESKTOP_LICENSE_CODES.notActivated, license: view };
    const valid = { valid: true, code: DESKTOP_LICENSE_CODES.valid, license: view } as const;
    // The computer checked again within minutes: the same file, and its issue as the last time it was seen.
    if (keptFile !== undefined) return { ...valid, machine: toDesktopMachineView(stored), licenseFile: keptFile };
    const issued = await this.licenseFiles.issue({ license, machine: { ...stored, lastSeenAt: now }, owner }, now);
    this.lookup.keepCheck(input, caller, issued);
    return { ...valid, machine: toDesktopMachineView(issued.machine), licenseFile: issued.licenseFile };
  }
}
