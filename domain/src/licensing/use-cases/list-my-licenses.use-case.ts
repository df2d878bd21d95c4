import type { LicenseRepositoryPort } from '../license.repository.port';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { toOwnedLicense, type OwnedLicense } from './owned-license';

export interface ListMyLicensesInput {
  userId: string;
}

/** The caller's licences, newest first, each with its devices, as the dashboard lists them. */
export class ListMyLicensesUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
  ) {}

  async execute({ userId }: ListMyLicensesInput): Promise<OwnedLicense[]> {
    const licenses = await this.licenses.listForUser(userId);
    const machines = await this.machines.listForLicenses(licenses.map((license) => license.id));
    return licenses.map((license) => toOwnedLicense(license, machines));
  }
}
