import type { SecurityEventLogPort } from '../../../ports/security-event-log.port';
import type { ClockPort } from '../../../shared/clock.port';
import type { SeatHolderLookupPort } from '../../seat-holders.port';
import { desktopLicenseStatus } from '../../use-cases/desktop-license-view';
import { ownLicenseNotFoundError } from '../../use-cases/licensing-errors';
import type { DeviceAuthorizationRepositoryPort } from '../device-sign-in.repository.port';
import { userCodeInvalidError } from '../device-sign-in-errors';
import type { PendingDeviceSignIns, UserCodeLookup } from './pending-device-sign-ins';

/** Approve names the licence the app may run; deny names none. */
export type DeviceSignInDecision = { decision: 'approved'; licenseId: string } | { decision: 'denied' };

/**
 * POST /api/oauth/device/approve and /deny: the signed-in person decides a pending request.
 * Approval needs a running licence they hold a seat on (another licence reads as not found).
 * Of two decisions on one request the first counts; the second finds it decided (404). Each
 * decision is a security event in the logs, as the app will act for the person.
 */
export class DecideDeviceSignInUseCase {
  constructor(
    private readonly pending: PendingDeviceSignIns,
    private readonly authorizations: DeviceAuthorizationRepositoryPort,
    private readonly seats: SeatHolderLookupPort,
    private readonly securityEvents: SecurityEventLogPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(lookup: UserCodeLookup, decision: DeviceSignInDecision): Promise<void> {
    const authorization = await this.pending.find(lookup);
    if (decision.decision === 'approved') {
      const seat = await this.seats.seatOn(decision.licenseId, lookup.userId);
      if (!seat || desktopLicenseStatus(seat.license, this.clock.now()) !== 'active') throw ownLicenseNotFoundError();
    }
    const verdict = decision.decision === 'approved' ? { ...decision, userId: lookup.userId } : { decision: 'denied' as const, userId: lookup.userId };
    if (!(await this.authorizations.decide(authorization.id, verdict))) throw userCodeInvalidError();
    this.securityEvents.record({
      type: 'device-sign-in',
      decision: decision.decision,
      userId: lookup.userId,
      licenseId: decision.decision === 'approved' ? decision.licenseId : null,
      fingerprint: authorization.fingerprint,
      ip: lookup.ipAddress,
    });
  }
}
