import type { License } from '../license.entity';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { MyLicense, MyLicenseViews } from './my-license';

export interface ListMyLicensesInput {
  userId: string;
}

/**
 * The caller's licences as the dashboard lists them: those they own, newest first, each
 * with every device and the seats taken; then those they are a member of, newest joined
 * first, each with only their own devices and no key or billing.
 */
export class ListMyLicensesUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly views: MyLicenseViews,
  ) {}

  async execute({ userId }: ListMyLicensesInput): Promise<MyLicense[]> {
    const memberships = await this.members.listForUser(userId);
    const joined = await Promise.all(memberships.map((membership) => this.licenses.findById(membership.licenseId)));
    return [
      ...(await this.views.owned(await this.licenses.listForUser(userId))),
      ...(await this.views.joined(
        joined.filter((license): license is License => license !== null),
        userId,
      )),
    ];
  }
}
