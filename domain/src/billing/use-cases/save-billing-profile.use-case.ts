import type { ClockPort } from '../../shared/clock.port';
import { billingProfileErrors, normalizeBillingProfile, type BillingProfile } from '../billing-profile';
import type { BillingProfileRepositoryPort } from '../billing-profile.repository.port';
import { billingProfileInvalidError } from './billing-errors';

export interface SaveBillingProfileInput {
  userId: string;
  profile: BillingProfile;
}

/**
 * Stores the caller's billing profile, normalised (trimmed, blanks null, country and VAT
 * number upper case), in place of the earlier one; refuses it field by field when a rule
 * of billingProfileErrors fails. Documents already issued keep their own copy.
 */
export class SaveBillingProfileUseCase {
  constructor(
    private readonly profiles: BillingProfileRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ userId, profile }: SaveBillingProfileInput): Promise<BillingProfile> {
    const normalized = normalizeBillingProfile(profile);
    const errors = billingProfileErrors(normalized);
    if (errors.length > 0) throw billingProfileInvalidError(errors);
    await this.profiles.save(userId, normalized, this.clock.now());
    return normalized;
  }
}
