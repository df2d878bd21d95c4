import { refreshedMachine, type Machine } from '../licensing/machine.entity';
import { MachineRepositoryPort, type ActivationOutcome, type IssuedLicenseFile, type MachineActivation } from '../licensing/machine.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryMachineRepository extends InMemoryRepository implements MachineRepositoryPort {
  async activate({ machine, devicesPerPerson, trialFingerprintKeys }: MachineActivation): Promise<ActivationOutcome> {
    // No await from the first read to the last write: that is what keeps it atomic.
    const existing = this.find(machine.licenseId, machine.fingerprint);
    if (existing) {
      if (existing.userId !== machine.userId) {
        const devicesUsed = this.countOf(machine.licenseId, machine.userId);
        if (devicesUsed >= devicesPerPerson) return { kind: 'device_limit', devicesUsed };
      }
      const refreshed = refreshedMachine(existing, machine);
      this.store.machines.update((stored) => stored.id === existing.id, refreshed);
      return {
        kind: 'refreshed',
        machine: refreshed,
        seatsUsed: this.count(machine.licenseId),
        devicesUsed: this.countOf(refreshed.licenseId, refreshed.userId),
      };
    }
    const ledger = (trialFingerprintKeys ?? []).map((key) => this.store.trialFingerprints.get(key));
    if (ledger.some((entry) => entry && entry.licenseId !== machine.licenseId)) return { kind: 'trial_used' };
    const seatsUsed = this.count(machine.licenseId);
    const devicesUsed = this.countOf(machine.licenseId, machine.userId);
    if (devicesUsed >= devicesPerPerson) return { kind: 'device_limit', devicesUsed };
    const recorded = trialFingerprintKeys?.[0];
    if (recorded !== undefined && !this.store.trialFingerprints.get(recorded)) {
      this.store.trialFingerprints.insert({ fingerprintKey: recorded, licenseId: machine.licenseId, createdAt: machine.activatedAt });
    }
    this.store.machines.insert(machine);
    return { kind: 'activated', machine, seatsUsed: seatsUsed + 1, devicesUsed: devicesUsed + 1 };
  }

  async findByFingerprint(licenseId: string, fingerprint: string): Promise<Machine | null> {
    return this.find(licenseId, fingerprint);
  }

  async recordFileIssued({ id: machineId }: Pick<Machine, 'id'>, file: IssuedLicenseFile): Promise<void> {
    const update = { lastSeenAt: file.issuedAt, offlineUntil: file.offlineUntil, fileIssuedOffline: file.issuedOffline };
    this.store.machines.update((machine) => machine.id === machineId, update);
    this.store.machineDeactivationCodes.delete((code) => code.machineId === machineId);
    if (this.store.machines.get(machineId) && file.deactivationCodeHash !== null) {
      this.store.machineDeactivationCodes.insert({ machineId, codeHash: file.deactivationCodeHash });
    }
  }

  async countForLicense(licenseId: string): Promise<number> {
    return this.count(licenseId);
  }

  async countForPerson(licenseId: string, userId: string | null): Promise<number> {
    return this.countOf(licenseId, userId);
  }

  async listForLicenses(licenseIds: readonly string[]): Promise<Machine[]> {
    return this.store.machines
      .filter((machine) => licenseIds.includes(machine.licenseId))
      .sort((a, b) => a.activatedAt.getTime() - b.activatedAt.getTime() || a.id.localeCompare(b.id));
  }

  async deactivate(licenseId: string, fingerprint: string): Promise<Machine | null> {
    return this.remove(this.find(licenseId, fingerprint));
  }

  async release(licenseId: string, machineId: string): Promise<Machine | null> {
    return this.remove(this.store.machines.find((machine) => machine.licenseId === licenseId && machine.id === machineId));
  }

  async releaseByDeactivationCode(licenseId: string, codeHash: string, heldBy?: string): Promise<Machine | null> {
    const code = this.store.machineDeactivationCodes.find((stored) => stored.codeHash === codeHash);
    const machine = code && this.store.machines.get(code.machineId);
    return this.remove(machine && machine.licenseId === licenseId && (heldBy === undefined || machine.userId === heldBy) ? machine : null);
  }

  private remove(machine: Machine | null): Machine | null {
    if (!machine) return null;
    this.store.machines.delete((stored) => stored.id === machine.id);
    this.store.machineDeactivationCodes.delete((code) => code.machineId === machine.id);
    // The schema's ON DELETE CASCADE: a released device's credential goes with it.
    this.store.deviceGrants.delete((grant) => grant.machineId === machine.id);
    return machine;
  }

  private find(licenseId: string, fingerprint: string): Machine | null {
    return this.store.machines.find((machine) => machine.licenseId === licenseId && machine.fingerprint === fingerprint);
  }

  private count(licenseId: string): number {
    return this.store.machines.filter((machine) => machine.licenseId === licenseId).length;
  }

  private countOf(licenseId: string, userId: string | null): number {
    return this.store.machines.filter((machine) => machine.licenseId === licenseId && machine.userId === userId).length;
  }
}
