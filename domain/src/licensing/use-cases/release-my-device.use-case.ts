import type { LicenseRepositoryPort } from '../license.repository.port';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { deviceNotFoundError, ownLicenseNotFoundError } from './licensing-errors';
import { toOwnedLicense, type OwnedLicense } from './owned-license';

export interface ReleaseMyDeviceInput {
  userId: string;
  licenseId: string;
  deviceId: string;
}

/**
 * The owner releases one of a licence's devices from the dashboard (DELETE
 * /api/licenses/:licenseId/devices/:deviceId): its seat is free for another computer at
 * once, and that computer's app gets NOT_ACTIVATED on its next validate (its file still
 * runs until it expires: the app is offline-first). Another user's licence or device is
 * 404, as if it did not exist. A trial's fingerprint stays in the trial ledger.
 */
export class ReleaseMyDeviceUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
  ) {}

  /** The licence after the release, with the devices left. */
  async execute({ userId, licenseId, deviceId }: ReleaseMyDeviceInput): Promise<OwnedLicense> {
    const license = await this.licenses.findById(licenseId);
    if (!license || license.userId !== userId) throw ownLicenseNotFoundError();
    if (!(await this.machines.release(license.id, deviceId))) throw deviceNotFoundError();
    return toOwnedLicense(license, await this.machines.listForLicenses([license.id]));
  }
}
