import type { ClockPort } from '../../shared/clock.port';
import type { MachineDetails } from '../machine.entity';
import { toDesktopLicenseView, toDesktopMachineView, type DesktopLicenseView, type DesktopMachineView } from './desktop-license-view';
import { unknownCredentialError, type DesktopCredential, type DesktopLicenseLookup } from './desktop-license-lookup';
import type { DeviceGrantIssuer, DeviceTokens } from '../device-sign-in/device-grant-issuer';
import type { LicenseFileIssuer } from './license-file-issuer';
import type { MachineActivator } from './machine-activator';

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
 * Activates a licence on a computer (POST /api/v1/licenses/activate): the licence key or
 * device token finds the licence and whose device it becomes, the shared activation
 * (MachineActivator: seats, trial ledger, new-device email, metrics) binds the fingerprint,
 * and the answer carries a fresh licence file. The same fingerprint again is the same
 * activation (same machine id, refreshed details, a new file).
 */
export class ActivateMachineUseCase {
  constructor(
    private readonly lookup: DesktopLicenseLookup,
    private readonly activator: MachineActivator,
    private readonly licenseFiles: LicenseFileIssuer,
    private readonly clock: ClockPort,
    private readonly grants: DeviceGrantIssuer,
  ) {}

  execute(input: ActivateMachineInput): Promise<MachineActivated> {
    return this.activator.counted(() => this.activate(input));
  }

  private async activate(input: ActivateMachineInput): Promise<MachineActivated> {
    const caller = await this.lookup.find(input, input.ipAddress, input.fingerprint);
    if (!caller) throw unknownCredentialError(input);
    const { license, grant } = caller;
    const now = this.clock.now();
    let licenseFile = '';
    const outcome = await this.activator.takeSeat({
      license,
      holderId: caller.holderId,
      fingerprint: input.fingerprint,
      name: input.name,
      platform: input.platform,
      appVersion: input.appVersion,
      deactivationKey: input.deactivationKey,
      now,
      // A member removed since the token was checked gets no computer: undone with the activation.
      confirm: async (taken) => {
        if (!(await this.lookup.stillSeated(caller))) throw unknownCredentialError(input);
        // Signed and recorded with the activation: a failure here leaves no activation without its file.
        licenseFile = (await this.licenseFiles.issue({ license, machine: taken, owner: caller.owner }, now)).licenseFile;
      },
    });

    const machine = outcome.machine;
    if (grant) await this.grants.bindMachine(grant.id, machine.id);
    const credentials =
      grant || license.userId === null
        ? undefined
        : await this.grants.issue({ userId: license.userId, licenseId: license.id, fingerprint: machine.fingerprint, machineId: machine.id });
    return {
      license: toDesktopLicenseView(license, outcome, now),
      machine: toDesktopMachineView(machine),
      licenseFile,
      ...(credentials && { credentials }),
    };
  }
}
