import type { UserRepositoryPort } from '../../../accounts/user.repository.port';
import type { LicensePlan } from '../../../catalog/plan.types';
import { getPlan } from '../../../catalog/plans';
import type { ClockPort } from '../../../shared/clock.port';
import type { License } from '../../license.entity';
import type { MachinePlatform } from '../../machine.entity';
import type { MachineRepositoryPort } from '../../machine.repository.port';
import type { SeatHolderLookupPort, SeatRole } from '../../seat-holders.port';
import { desktopLicenseStatus } from '../../use-cases/desktop-license-view';
import { formatUserCode } from '../device-sign-in-rules';
import type { PendingDeviceSignIns, UserCodeLookup } from './pending-device-sign-ins';

/** What the /activate page shows of the app that asks. */
export interface DeviceSignInRequestView {
  userCode: string;
  clientName: string;
  deviceName: string | null;
  platform: MachinePlatform | null;
  appVersion: string | null;
  requestedAt: Date;
  expiresAt: Date;
}

/** A licence the person may approve the sign-in for, with how many of their devices it runs on. */
export interface DeviceSignInLicenseChoice {
  id: string;
  plan: LicensePlan;
  role: SeatRole;
  ownerName: string;
  devicesUsed: number;
  devicesPerSeat: number;
}

export interface DeviceSignInShown {
  request: DeviceSignInRequestView;
  licenses: DeviceSignInLicenseChoice[];
}

/** What the approval page calls the one client. */
const DESKTOP_CLIENT_NAME = 'PointForge for desktop';

/**
 * GET /api/oauth/device?user_code=…: the signed-in person sees which app and device asks,
 * and the running licences they hold a seat on (expired and suspended ones cannot be chosen).
 */
export class ShowDeviceSignInUseCase {
  constructor(
    private readonly pending: PendingDeviceSignIns,
    private readonly seats: SeatHolderLookupPort,
    private readonly machines: MachineRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(lookup: UserCodeLookup): Promise<DeviceSignInShown> {
    const authorization = await this.pending.find(lookup);
    const now = this.clock.now();
    const running = (await this.seats.seatsHeldBy(lookup.userId)).filter(({ license }) => desktopLicenseStatus(license, now) === 'active');
    const licenses = await Promise.all(
      running.map(async ({ license, role }) => ({
        id: license.id,
        plan: license.plan,
        role,
        ownerName: await this.ownerName(license),
        devicesUsed: await this.machines.countForPerson(license.id, lookup.userId),
        devicesPerSeat: getPlan(license.plan).devicesPerSeat,
      })),
    );
    return {
      request: {
        userCode: formatUserCode(authorization.userCode),
        clientName: DESKTOP_CLIENT_NAME,
        deviceName: authorization.deviceName,
        platform: authorization.platform,
        appVersion: authorization.appVersion,
        requestedAt: authorization.requestedAt,
        expiresAt: authorization.expiresAt,
      },
      licenses,
    };
  }

  private async ownerName(license: License): Promise<string> {
    const owner = license.userId === null ? null : await this.users.findById(license.userId);
    if (!owner) return '';
    return [owner.firstName, owner.lastName].filter((part) => part?.trim()).join(' ') || owner.email;
  }
}
