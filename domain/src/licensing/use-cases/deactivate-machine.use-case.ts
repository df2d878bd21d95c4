import type { ClockPort } from '../../shared/clock.port';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { toDesktopLicenseView, toDesktopMachineView, type DesktopLicenseView, type DesktopMachineView } from './desktop-license-view';
import type { DesktopLicenseLookup } from './desktop-license-lookup';
import { licenseNotFoundError, machineNotActivatedError } from './licensing-errors';

export interface DeactivateMachineInput {
  licenseKey: string;
  fingerprint: string;
  ipAddress: string;
}

export interface MachineDeactivated {
  /** With the seat just freed. */
  license: DesktopLicenseView;
  /** The activation that was released. */
  machine: DesktopMachineView;
}

/**
 * Releases a computer's seat from the app (POST /api/v1/licenses/deactivate), whatever
 * state the licence is in: moving to a new computer must work even when this one's
 * licence has lapsed. A trial's fingerprint stays in the trial ledger.
 */
export class DeactivateMachineUseCase {
  constructor(
    private readonly lookup: DesktopLicenseLookup,
    private readonly machines: MachineRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: DeactivateMachineInput): Promise<MachineDeactivated> {
    const license = await this.lookup.find(input.licenseKey, input.ipAddress, input.fingerprint);
    if (!license) throw licenseNotFoundError();
    const released = await this.machines.deactivate(license.id, input.fingerprint);
    if (!released) throw machineNotActivatedError();
    return {
      license: toDesktopLicenseView(license, { seatsUsed: await this.machines.countForLicense(license.id) }, this.clock.now()),
      machine: toDesktopMachineView(released),
    };
  }
}
