import type { LicenseRepositoryPort } from '../license.repository.port';
import { toPublicLicense, type PublicLicense } from './public-license';

export interface ListMyLicensesInput {
  userId: string;
}

/** The caller's licences, newest first, as the dashboard lists them. */
export class ListMyLicensesUseCase {
  constructor(private readonly licenses: LicenseRepositoryPort) {}

  async execute({ userId }: ListMyLicensesInput): Promise<PublicLicense[]> {
    return (await this.licenses.listForUser(userId)).map(toPublicLicense);
  }
}
