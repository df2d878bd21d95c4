import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { isTrialLicense } from '../license-rules';
import type { Machine, MachineDetails } from '../machine.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { trialLedgerFingerprint } from '../trial-ledger';
import type { TrialLedgerKeyPort } from '../trial-ledger-key.port';
import { desktopLicenseStatus, toDesktopLicenseView, toDesktopMachineView, type DesktopLicenseView, type DesktopMachineView } from './desktop-license-view';
import type { DesktopLicenseLookup } from './desktop-license-lookup';
import type { LicenseFileIssuer } from './license-file-issuer';
import {
  licenseExpiredError,
  licenseNotFoundError,
  licenseSuspendedError,
  tooManyMachinesError,
  trialUsedOnMachineError,
} from './licensing-errors';

export interface ActivateMachineInput extends MachineDetails {
  licenseKey: string;
  fingerprint: string;
  /** The caller's address, for the per-IP limit. */
  ipAddress: string;
}

export interface MachineActivated {
  license: DesktopLicenseView;
  machine: DesktopMachineView;
  /** The armored licence file for this machine. */
  licenseFile: string;
}

/**
 * Activates a licence on a computer (POST /api/v1/licenses/activate): a running licence
 * takes the computer's fingerprint while it has a free seat, and the answer carries a
 * fresh licence file. The same fingerprint again is the same activation (same machine id,
 * refreshed details, a new file). A trial refuses a fingerprint that already ran another
 * trial, so a new account does not buy a new trial on the same computer.
 */
export class ActivateMachineUseCase {
  constructor(
    private readonly lookup: DesktopLicenseLookup,
    private readonly machines: MachineRepositoryPort,
    private readonly trialLedgerKeys: TrialLedgerKeyPort,
    private readonly licenseFiles: LicenseFileIssuer,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: ActivateMachineInput): Promise<MachineActivated> {
    const license = await this.lookup.find(input.licenseKey, input.ipAddress);
    if (!license) throw licenseNotFoundError();
    const now = this.clock.now();
    const status = desktopLicenseStatus(license, now);
    if (status === 'expired') throw licenseExpiredError();
    if (status === 'suspended') throw licenseSuspendedError();

    const candidate: Machine = {
      id: this.tokens.newId(),
      licenseId: license.id,
      fingerprint: input.fingerprint,
      name: input.name ?? null,
      platform: input.platform ?? null,
      appVersion: input.appVersion ?? null,
      activatedAt: now,
      lastSeenAt: now,
    };
    const outcome = await this.machines.activate({
      machine: candidate,
      seats: license.seats,
      trialFingerprintKey: isTrialLicense(license) ? this.trialLedgerKeys.keyFor(trialLedgerFingerprint(input.fingerprint)) : null,
    });
    if (outcome.kind === 'seats_full') throw tooManyMachinesError(outcome.seatsUsed, license.seats);
    if (outcome.kind === 'trial_used') throw trialUsedOnMachineError();

    return {
      license: toDesktopLicenseView(license, outcome.seatsUsed, now),
      machine: toDesktopMachineView(outcome.machine),
      licenseFile: await this.licenseFiles.issue(license, outcome.machine, now),
    };
  }
}
