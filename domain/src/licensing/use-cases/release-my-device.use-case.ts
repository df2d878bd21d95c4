import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { MachineRepositoryPort } from '../machine.repository.port';
import type { ClockPort } from '../../shared/clock.port';
import { deviceNotFoundError, offlineDeviceNeedsCodeError, ownLicenseNotFoundError } from './licensing-errors';
import type { MyLicense, MyLicenseViews } from './my-license';

export interface ReleaseMyDeviceInput {
  userId: string;
  licenseId: string;
  deviceId: string;
}

/**
 * A seat holder releases a device from the dashboard (DELETE
 * /api/licenses/:licenseId/devices/:deviceId): the owner any of the licence's devices, a
 * member only their own. Its seat is free for another computer at once, and that computer's
 * app gets NOT_ACTIVATED on its next validate (its file still runs until it expires: the
 * app is offline-first). A licence the caller holds no seat on is 404, as if it did not
 * exist, and so is another member's device. A trial's fingerprint stays in the trial ledger.
 *
 * A device whose latest file answered an uploaded request (air-gapped) and still runs is
 * refused (409 OFFLINE_DEVICE_NEEDS_CODE): it never validates, so a release would leave its
 * file running beside the computer that takes the seat. Its deactivation code frees it
 * (DeactivateOfflineUseCase); operators can still release it from the console.
 */
export class ReleaseMyDeviceUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly views: MyLicenseViews,
    private readonly clock: ClockPort,
  ) {}

  /** The licence after the release, as the caller sees it. */
  async execute({ userId, licenseId, deviceId }: ReleaseMyDeviceInput): Promise<MyLicense> {
    const license = await this.licenses.findById(licenseId);
    const isOwner = license?.userId === userId;
    if (!license || (!isOwner && !(await this.members.find(license.id, userId)))) throw ownLicenseNotFoundError();
    const device = (await this.machines.listForLicenses([license.id])).find((machine) => machine.id === deviceId);
    if (!device || (!isOwner && device.userId !== userId)) throw deviceNotFoundError();
    if (device.fileIssuedOffline && device.offlineUntil && device.offlineUntil > this.clock.now()) throw offlineDeviceNeedsCodeError(device.offlineUntil);
    if (!(await this.machines.release(license.id, deviceId))) throw deviceNotFoundError();
    const [view] = isOwner ? await this.views.owned([license]) : await this.views.joined([license], userId);
    return view;
  }
}
