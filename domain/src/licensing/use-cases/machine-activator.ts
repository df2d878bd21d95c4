import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDateTimeUtc } from '../../catalog/format';
import { getPlan } from '../../catalog/plans';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { LicenseActivationMetricsPort } from '../../ports/license-activation-metrics.port';
import type { TransactionPort } from '../../ports/transaction.port';
import { DomainError } from '../../shared/domain-error';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { License } from '../license.entity';
import { deviceCapacity, isTrialLicense } from '../license-rules';
import { machinePlatformName, UNNAMED_MACHINE, type Machine, type MachineDetails } from '../machine.entity';
import type { ActivationOutcome, MachineRepositoryPort } from '../machine.repository.port';
import { trialLedgerFingerprints } from '../trial-ledger';
import type { TrialLedgerKeyPort } from '../trial-ledger-key.port';
import { desktopLicenseStatus } from './desktop-license-view';
import { licenseExpiredError, licenseSuspendedError, tooManyMachinesError, trialUsedOnMachineError } from './licensing-errors';
import { OwnerMail } from './owner-mail';

/** A computer asking for a seat of a licence, for a person, online (activate) or air-gapped (an uploaded request). */
export interface SeatRequest extends MachineDetails {
  license: License;
  /** Whose device it becomes (null: the deleted owner's). */
  holderId: string | null;
  fingerprint: string;
  now: Date;
  /**
   * Run inside the activation's transaction once the machine holds its seat: a refusal
   * thrown here undoes the activation (and its email).
   */
  confirm(machine: Machine): Promise<void>;
}

export type SeatTaken = Extract<ActivationOutcome, { kind: 'activated' | 'refreshed' }>;

/**
 * What every activation does, online or offline: a running licence takes the computer's
 * fingerprint while its person has a device free (the same fingerprint again refreshes the
 * activation); a trial refuses a fingerprint that already ran another trial; a new computer
 * taking a seat is emailed to the licence's owner (so a leaked key shows), in the same commit
 * as the activation; each outcome is counted for operators.
 */
export class MachineActivator {
  private readonly owner: OwnerMail;

  constructor(
    private readonly machines: MachineRepositoryPort,
    private readonly trialLedgerKeys: TrialLedgerKeyPort,
    private readonly tokens: TokenGeneratorPort,
    users: UserRepositoryPort,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
    private readonly transaction: TransactionPort,
    private readonly metrics: LicenseActivationMetricsPort,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  /** Runs a whole activation request, counting its refusal (by code) when it throws one. */
  async counted<T>(activation: () => Promise<T>): Promise<T> {
    try {
      return await activation();
    } catch (error) {
      if (error instanceof DomainError) this.metrics.record({ result: 'refused', code: error.code });
      throw error;
    }
  }

  async takeSeat(request: SeatRequest): Promise<SeatTaken> {
    const { license, now } = request;
    const status = desktopLicenseStatus(license, now);
    if (status === 'expired') throw licenseExpiredError();
    if (status === 'suspended') throw licenseSuspendedError();

    const candidate: Machine = {
      id: this.tokens.newId(),
      licenseId: license.id,
      userId: request.holderId,
      fingerprint: request.fingerprint,
      name: request.name ?? null,
      platform: request.platform ?? null,
      appVersion: request.appVersion ?? null,
      activatedAt: now,
      lastSeenAt: now,
      offlineUntil: null,
      fileIssuedOffline: false,
      deactivationKey: request.deactivationKey ?? null,
    };
    const trialFingerprintKeys = isTrialLicense(license) ? trialLedgerFingerprints(request.fingerprint).map((form) => this.trialLedgerKeys.keyFor(form)) : null;
    const devicesPerPerson = getPlan(license.plan).devicesPerSeat;
    const outcome = await this.transaction.run(async () => {
      const activation = await this.machines.activate({ machine: candidate, devicesPerPerson, trialFingerprintKeys });
      if (activation.kind === 'device_limit') throw tooManyMachinesError(activation.devicesUsed, devicesPerPerson);
      if (activation.kind === 'trial_used') throw trialUsedOnMachineError();
      await request.confirm(activation.machine);
      if (activation.kind === 'activated') await this.emailNewDevice(license, activation);
      return activation;
    });
    this.metrics.record({ result: outcome.kind });
    return outcome;
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
