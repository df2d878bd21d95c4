import type { User } from '../accounts/user.entity';
import type { License } from '../licensing/license.entity';
import { ActivateMachineUseCase, type ActivateMachineInput } from '../licensing/use-cases/activate-machine.use-case';
import { DeactivateMachineUseCase } from '../licensing/use-cases/deactivate-machine.use-case';
import { DesktopLicenseLookup } from '../licensing/use-cases/desktop-license-lookup';
import { LicenseFileIssuer } from '../licensing/use-cases/license-file-issuer';
import { ListMyLicensesUseCase } from '../licensing/use-cases/list-my-licenses.use-case';
import { ReleaseMyDeviceUseCase } from '../licensing/use-cases/release-my-device.use-case';
import { ValidateLicenseUseCase } from '../licensing/use-cases/validate-license.use-case';
import { DAY_MS } from '../shared/time';
import { createAccountTestKit, TEST_SITE_ORIGIN } from './account-test-kit';
import { aUser } from './builders';
import type { LicenseBuilder } from './builders/license.builder';
import { FakeLicenseSigner } from './fake-license-signer';
import { RecordingLicenseActivationMetrics } from './recording-license-activation-metrics';
import { createTeamServices } from './team-test-kit';

export const TEST_CLIENT_IP = '203.0.113.7';

/** A fingerprint of the shape the reference client computes (64 hex characters), distinct per `n`. */
export function aFingerprint(n: number): string {
  return n.toString(16).padStart(64, 'f');
}

/**
 * The desktop licence use cases over the account kit's fakes, with a signer that records
 * the claims it was given, and shortcuts for a stored licence and an activation request.
 */
export function createDesktopLicenseTestKit() {
  const kit = createAccountTestKit();
  const signer = new FakeLicenseSigner();
  const activationMetrics = new RecordingLicenseActivationMetrics();
  const lookup = new DesktopLicenseLookup(kit.licenses, kit.machines, kit.limiter);
  const licenseFiles = new LicenseFileIssuer(kit.users, signer, { issuer: TEST_SITE_ORIGIN, lifetimeMs: 14 * DAY_MS });
  const { views } = createTeamServices(kit);
  return {
    ...kit,
    signer,
    activationMetrics,
    activate: new ActivateMachineUseCase(
      lookup,
      kit.machines,
      kit.trialLedgerKeys,
      licenseFiles,
      kit.tokens,
      kit.clock,
      kit.users,
      kit.jobs,
      kit.links,
      kit.transaction,
      activationMetrics,
    ),
    releaseMyDevice: new ReleaseMyDeviceUseCase(kit.licenses, kit.machines, kit.licenseMembers, views),
    listMyLicenses: new ListMyLicensesUseCase(kit.licenses, kit.licenseMembers, views),
    validate: new ValidateLicenseUseCase(lookup, kit.machines, licenseFiles, kit.clock),
    deactivate: new DeactivateMachineUseCase(lookup, kit.machines, kit.clock),

    /** Stores the built licence for a new verified owner (`owner` builds them). */
    async givenLicense(license: LicenseBuilder, owner = aUser().verified()): Promise<{ license: License; owner: User }> {
      const user = await kit.givenUser(owner);
      const built = license.ownedBy(user.id).build();
      await kit.licenses.issueForSubscriptionOnce(built);
      return { license: built, owner: user };
    },

    activation(license: Pick<License, 'licenseKey'>, fingerprint: string, details: Partial<ActivateMachineInput> = {}): ActivateMachineInput {
      return { licenseKey: license.licenseKey, fingerprint, ipAddress: TEST_CLIENT_IP, ...details };
    },
  };
}
