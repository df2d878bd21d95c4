import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDateTimeUtc } from '../../catalog/format';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { LicenseActivationMetricsPort } from '../../ports/license-activation-metrics.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { DomainError } from '../../shared/domain-error';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { License } from '../license.entity';
import { deviceCapacity, isTrialLicense } from '../license-rules';
import { getPlan } from '../../catalog/plans';
import { machinePlatformName, UNNAMED_MACHINE, type Machine, type MachineDetails } from '../machine.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { trialLedgerFingerprints } from '../trial-ledger';
import type { TrialLedgerKeyPort } from '../trial-ledger-key.port';
import { desktopLicenseStatus, toDesktopLicenseView, toDesktopMachineView, type DesktopLicenseView, type DesktopMachineView } from './desktop-license-view';
import { unknownCredentialError, type DesktopCredential, type DesktopLicenseLookup } from './desktop-license-lookup';
import type { DeviceGrantIssuer, DeviceTokens } from '../device-sign-in/device-grant-issuer';
import type { LicenseFileIssuer } from './license-file-issuer';
import { OwnerMail } from './owner-mail';
import { licenseExpiredError, licenseSuspendedError, tooManyMachinesError, trialUsedOnMachineError } from './licensing-errors';

export type ActivateMachineInput = DesktopCredential &
  MachineDetails & {
    fingerprint: string;
    /** The caller's address, for the per-IP limit. */
    ipAddress: string;
  };

export interface MachineActivated {
  license: DesktopLicenseView;
  machine: DesktopMachineView;
  /** The armored licence file for this machine. */
  licenseFile: string;
  /**
   * With the licence key (of a licence whose owner still has an account): the device's own
   * credential, bound to the owner, the licence and this fingerprint, for validate and
   * deactivate by Bearer, so the device keeps working once the key is rotated. A bearer
   * activation gets none: the app holds its tokens already.
   */
  credentials?: DeviceTokens;
}

/**
 * Activates a licence on a computer (POST /api/v1/licenses/activate): a running licence
 * takes the computer's fingerprint while it has a free seat, and the answer carries a
 * fresh licence file. The same fingerprint again is the same activation (same machine id,
 * refreshed details, a new file). A trial refuses a fingerprint that already ran another
 * trial, so a new account does not buy a new trial on the same computer. A new computer
 * taking a seat is emailed to the licence's owner (so a leaked key shows), in the same
 * commit as the activation; a refresh is not. Each request's outcome (a new computer, a
 * known one again, or the refusal's code) is counted for operators.
 */
export class ActivateMachineUseCase {
  private readonly owner: OwnerMail;

  constructor(
    private readonly lookup: DesktopLicenseLookup,
    private readonly machines: MachineRepositoryPort,
    private readonly trialLedgerKeys: TrialLedgerKeyPort,
    private readonly licenseFiles: LicenseFileIssuer,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    users: UserRepositoryPort,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
    private readonly transaction: TransactionPort,
    private readonly metrics: LicenseActivationMetricsPort,
    private readonly grants: DeviceGrantIssuer,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  async execute(input: ActivateMachineInput): Promise<MachineActivated> {
    try {
      return await this.activate(input);
    } catch (error) {
      if (error instanceof DomainError) this.metrics.record({ result: 'refused', code: error.code });
      throw error;
    }
  }

  private async activate(input: ActivateMachineInput): Promise<MachineActivated> {
    const caller = await this.lookup.find(input, input.ipAddress, input.fingerprint);
    if (!caller) throw unknownCredentialError(input);
    const { license, grant } = caller;
    const now = this.clock.now();
    const status = desktopLicenseStatus(license, now);
    if (status === 'expired') throw licenseExpiredError();
    if (status === 'suspended') throw licenseSuspendedError();

    const candidate: Machine = {
      id: this.tokens.newId(),
      licenseId: license.id,
      userId: caller.holderId,
      fingerprint: input.fingerprint,
      name: input.name ?? null,
      platform: input.platform ?? null,
      appVersion: input.appVersion ?? null,
      activatedAt: now,
      lastSeenAt: now,
    };
    const trialFingerprintKeys = isTrialLicense(license) ? trialLedgerFingerprints(input.fingerprint).map((form) => this.trialLedgerKeys.keyFor(form)) : null;
    const outcome = await this.transaction.run(async () => {
      const activation = await this.machines.activate({ machine: candidate, devicesPerPerson: getPlan(license.plan).devicesPerSeat, trialFingerprintKeys });
      // A member removed since the token was checked gets no computer: undone with this transaction.
      if (!(await this.lookup.stillSeated(caller))) throw unknownCredentialError(input);
      if (activation.kind === 'activated') await this.emailNewDevice(license, activation);
      return activation;
    });
    if (outcome.kind === 'device_limit') throw tooManyMachinesError(outcome.devicesUsed, getPlan(license.plan).devicesPerSeat);
    if (outcome.kind === 'trial_used') throw trialUsedOnMachineError();
    this.metrics.record({ result: outcome.kind });

    const machine = outcome.machine;
    if (grant) await this.grants.bindMachine(grant.id, machine.id);
    const credentials =
      grant || license.userId === null
        ? undefined
        : await this.grants.issue({ userId: license.userId, licenseId: license.id, fingerprint: machine.fingerprint, machineId: machine.id });
    return {
      license: toDesktopLicenseView(license, outcome, now),
      machine: toDesktopMachineView(machine),
      licenseFile: await this.licenseFiles.issue(license, machine, now),
      ...(credentials && { credentials }),
    };
  }

  private async emailNewDevice(license: License, { machine, seatsUsed }: { machine: Machine; seatsUsed: number }): Promise<void> {
    const data = {
      deviceName: machine.name ?? UNNAMED_MACHINE,
      platformName: machinePlatformName(machine.platform),
      appVersion: machine.appVersion,
      activatedAt: formatLongUsDateTimeUtc(machine.activatedAt),
      seatsUsed,
      seats: deviceCapacity(license),
    };
    // One email per activation: a retried job, or the same computer activating again, sends no second.
    await this.owner.send(license, `new-device:${machine.id}`, (shared) => ({ template: 'new-device', data: { ...shared, ...data } }));
  }
}
