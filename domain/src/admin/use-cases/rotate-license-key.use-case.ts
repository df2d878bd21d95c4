import { generateLicenseKey } from '../../licensing/license-key';
import type { LicenseMemberRepositoryPort } from '../../licensing/license-member.repository.port';
import { licenseOwnedBy } from '../../licensing/use-cases/license-team';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { changedMeanwhileError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { CustomerLicense } from '../customer-views';
import { LicenseSupportAction } from './license-support-action';

/** What both routes answer once the key is replaced. */
export const LICENSE_KEY_ROTATED_MESSAGE =
  'The license has a new key, emailed to its owner. The old key no longer activates; activated computers keep working.';

export interface RotateLicenseKeyInput {
  licenseId: string;
  actor: AuditActor;
  /** Support's reason; null for the owner's own rotation. */
  reason: string | null;
  /** Set for the owner's own rotation (POST /api/licenses/:id/rotate-key): a member is refused 403 OWNER_ONLY, anyone else 404. */
  ownerId?: string;
}

/**
 * Replaces a licence's key (a key leaked, a colleague left with it): the old key stops at
 * once (activate and validate by it find nothing), while computers already activated keep
 * running on their device credentials, which name the licence, not the key. The owner is
 * emailed the new key, and the change is audited with the old and new key, whether the owner
 * or support rotated it. A collision with another key is the unique index's refusal.
 */
export class RotateLicenseKeyUseCase extends LicenseSupportAction {
  constructor(
    private readonly tokens: TokenGeneratorPort,
    private readonly members: LicenseMemberRepositoryPort,
    ...shared: ConstructorParameters<typeof LicenseSupportAction>
  ) {
    super(...shared);
  }

  async execute({ ownerId, ...input }: RotateLicenseKeyInput): Promise<CustomerLicense> {
    if (ownerId !== undefined) await licenseOwnedBy(this.licenses, this.members, input.licenseId, ownerId);
    return this.change(input, { name: 'license.key_rotated', template: 'license-key-rotated' }, async (license) => {
      const licenseKey = generateLicenseKey(this.tokens);
      if (!(await this.licenses.changeKey(license.id, license.licenseKey, licenseKey))) throw changedMeanwhileError('license');
      return { changed: { ...license, licenseKey }, emailKey: `${license.id}:${licenseKey}` };
    });
  }
}
