import type { User } from '../accounts/user.entity';
import type { RateLimiterPort } from '../shared/rate-limiter.port';
import type { License } from '../licensing/license.entity';
import type { MachineDetails } from '../licensing/machine.entity';
import { ActivateMachineUseCase, type ActivateMachineInput } from '../licensing/use-cases/activate-machine.use-case';
import { DeactivateMachineUseCase } from '../licensing/use-cases/deactivate-machine.use-case';
import { DesktopLicenseLookup } from '../licensing/use-cases/desktop-license-lookup';
import { DeviceCredentials } from '../licensing/device-sign-in/device-credentials';
import { DeviceGrantIssuer } from '../licensing/device-sign-in/device-grant-issuer';
import { SeatHolderLookup } from '../licensing/seat-holder-lookup';
import { DecideDeviceSignInUseCase } from '../licensing/device-sign-in/use-cases/decide-device-sign-in.use-case';
import { ExchangeDeviceCodeUseCase } from '../licensing/device-sign-in/use-cases/exchange-device-code.use-case';
import { PendingDeviceSignIns } from '../licensing/device-sign-in/use-cases/pending-device-sign-ins';
import { RefreshDeviceTokensUseCase } from '../licensing/device-sign-in/use-cases/refresh-device-tokens.use-case';
import { RequestDeviceAuthorizationUseCase } from '../licensing/device-sign-in/use-cases/request-device-authorization.use-case';
import { ShowDeviceSignInUseCase } from '../licensing/device-sign-in/use-cases/show-device-sign-in.use-case';
import { TokenEndpointGate } from '../licensing/device-sign-in/use-cases/token-endpoint-gate';
import { UniqueConstraintViolation } from './in-memory-table';
import { LicenseFileIssuer } from '../licensing/use-cases/license-file-issuer';
import { MachineActivator } from '../licensing/use-cases/machine-activator';
import { ActivateOfflineUseCase } from '../licensing/offline/use-cases/activate-offline.use-case';
import { DeactivateOfflineUseCase } from '../licensing/offline/use-cases/deactivate-offline.use-case';
import { FakeDeactivationKeyAgreement } from './fake-deactivation-key-agreement';
import { FakeHmacSha256 } from './fake-hmac';
import { ListMyLicensesUseCase } from '../licensing/use-cases/list-my-licenses.use-case';
import { ReleaseMyDeviceUseCase } from '../licensing/use-cases/release-my-device.use-case';
import { ValidateLicenseUseCase } from '../licensing/use-cases/validate-license.use-case';
import { NoRecentDesktopChecks, type RecentDesktopChecksPort } from '../licensing/use-cases/recent-desktop-checks.port';
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
 * Validation keeps no checks unless `recentChecks` is given (made from the kit's limiter).
 */
export function createDesktopLicenseTestKit(options: { recentChecks?: (limiter: RateLimiterPort) => RecentDesktopChecksPort } = {}) {
  const kit = createAccountTestKit();
  const recentChecks = options.recentChecks?.(kit.limiter) ?? new NoRecentDesktopChecks();
  const signer = new FakeLicenseSigner();
  const activationMetrics = new RecordingLicenseActivationMetrics();
  const seatHolders = new SeatHolderLookup(kit.licenses, kit.licenseMembers);
  const grantIssuer = new DeviceGrantIssuer(kit.deviceGrants, kit.tokens, kit.clock);
  const deviceCredentials = new DeviceCredentials(kit.deviceGrants, seatHolders, kit.machines, kit.tokens, kit.clock);
  const lookup = new DesktopLicenseLookup(kit.licenses, kit.limiter, deviceCredentials, recentChecks);
  const tokenGate = new TokenEndpointGate(kit.limiter);
  const pendingSignIns = new PendingDeviceSignIns(kit.deviceAuthorizations, kit.limiter, kit.clock);
  const isClash = (error: unknown) => error instanceof UniqueConstraintViolation;
  const hmac = new FakeHmacSha256();
  const keyAgreement = new FakeDeactivationKeyAgreement();
  const licenseFiles = new LicenseFileIssuer(
    kit.users,
    signer,
    { issuer: TEST_SITE_ORIGIN, lifetimeCapMs: null },
    kit.machines,
    kit.tokens,
    hmac,
    keyAgreement,
  );
  const activator = new MachineActivator(kit.machines, kit.trialLedgerKeys, kit.tokens, kit.users, kit.jobs, kit.links, kit.transaction, activationMetrics);
  const { views } = createTeamServices(kit);
  return {
    ...kit,
    signer,
    activationMetrics,
    seatHolders,
    grantIssuer,
    deviceCredentials,
    hmac,
    keyAgreement,
    recentChecks,
    activate: new ActivateMachineUseCase(lookup, activator, licenseFiles, kit.clock, grantIssuer),
    activateOffline: new ActivateOfflineUseCase(seatHolders, activator, kit.offlineActivationRequests, licenseFiles, kit.tokens, kit.clock, kit.limiter),
    deactivateOffline: new DeactivateOfflineUseCase(seatHolders, kit.machines, kit.tokens, kit.limiter),
    releaseMyDevice: new ReleaseMyDeviceUseCase(kit.licenses, kit.machines, kit.licenseMembers, views, kit.clock),
    requestDeviceAuthorization: new RequestDeviceAuthorizationUseCase(kit.deviceAuthorizations, kit.tokens, kit.clock, kit.limiter, isClash, {
      lifetimeSeconds: 900,
      intervalSeconds: 5,
    }),
    exchangeDeviceCode: new ExchangeDeviceCodeUseCase(kit.deviceAuthorizations, seatHolders, grantIssuer, kit.tokens, kit.clock, tokenGate),
    refreshDeviceTokens: new RefreshDeviceTokensUseCase(kit.deviceGrants, deviceCredentials, grantIssuer, kit.tokens, kit.clock, tokenGate),
    showDeviceSignIn: new ShowDeviceSignInUseCase(pendingSignIns, seatHolders, kit.machines, kit.users, kit.clock),
    decideDeviceSignIn: new DecideDeviceSignInUseCase(pendingSignIns, kit.deviceAuthorizations, seatHolders, kit.securityEvents, kit.clock),
    listMyLicenses: new ListMyLicensesUseCase(kit.licenses, kit.licenseMembers, views),
    validate: new ValidateLicenseUseCase(lookup, licenseFiles, kit.clock),
    deactivate: new DeactivateMachineUseCase(lookup, kit.machines, kit.clock),

    /** Stores the built licence for a new verified owner (`owner` builds them). */
    async givenLicense(license: LicenseBuilder, owner = aUser().verified()): Promise<{ license: License; owner: User }> {
      const user = await kit.givenUser(owner);
      const built = license.ownedBy(user.id).build();
      await kit.licenses.issueForSubscriptionOnce(built);
      return { license: built, owner: user };
    },

    activation(license: Pick<License, 'licenseKey'>, fingerprint: string, details: Partial<MachineDetails & { ipAddress: string }> = {}): ActivateMachineInput {
      return { licenseKey: license.licenseKey, fingerprint, ipAddress: TEST_CLIENT_IP, ...details };
    },
  };
}
