import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import { deviceNotFoundError } from '../../licensing/use-cases/licensing-errors';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { adminLicenseNotFoundError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';
import { toCustomerLicense, type CustomerLicense } from '../customer-views';

export interface ReleaseCustomerDeviceInput {
  customerId: string;
  licenseId: string;
  deviceId: string;
  actor: AuditActor;
}

/**
 * Support frees a seat for a customer (a computer that died before it could deactivate):
 * the same release as the owner's, audited with the device it removed.
 */
export class ReleaseCustomerDeviceUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
    private readonly clock: ClockPort,
  ) {}

  /** The licence after the release, with the devices left. */
  async execute({ customerId, licenseId, deviceId, actor }: ReleaseCustomerDeviceInput): Promise<CustomerLicense> {
    const license = await this.licenses.findById(licenseId);
    if (!license || license.userId !== customerId) throw adminLicenseNotFoundError();
    await this.transaction.run(async () => {
      const released = await this.machines.release(license.id, deviceId);
      if (!released) throw deviceNotFoundError();
      await this.audit.record({
        actor,
        action: 'license.device_released',
        target: { type: 'license', id: license.id },
        before: {
          device: { id: released.id, name: released.name, platform: released.platform, activatedAt: released.activatedAt.toISOString() },
        },
        after: { device: null },
      });
    });
    return toCustomerLicense(license, await this.machines.listForLicenses([license.id]), this.clock.now());
  }
}
