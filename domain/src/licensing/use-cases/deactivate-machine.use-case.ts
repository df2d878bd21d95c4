import type { ClockPort } from '../../shared/clock.port';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { toDesktopLicenseView, toDesktopMachineView, type DesktopLicenseView, type DesktopMachineView } from './desktop-license-view';
import { unknownCredentialError, type DesktopCredential, type DesktopLicenseLookup } from './desktop-license-lookup';
import { machineNotActivatedError } from './licensing-errors';

export type DeactivateMachineInput = DesktopCredential & {
  /** Required with the key; a bearer token names its own computer. */
  fingerprint?: string;
  ipAddress: string;
};

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
    const caller = await this.lookup.find(input, input.ipAddress, input.fingerprint);
    if (!caller) throw unknownCredentialError(input);
    const { license, grant, fingerprint } = caller;
    // A bearer releases only the activation its grant drove; the release deletes the grant too.
    if (fingerprint === undefined || (grant && grant.machineId === null)) throw machineNotActivatedError();
    const released = await this.machines.deactivate(license.id, fingerprint);
    if (!released) throw machineNotActivatedError();
    return {
      license: toDesktopLicenseView(license, { seatsUsed: await this.machines.countForLicense(license.id) }, this.clock.now()),
      machine: toDesktopMachineView(released),
    };
  }
}
