import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';

export interface GetTwoFactorStatusInput {
  userId: string;
}

/** What the Profile tab shows: never the secret. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  /** Unused recovery codes left; 0 while two-factor sign-in is off. */
  recoveryCodesRemaining: number;
}

export class GetTwoFactorStatusUseCase {
  constructor(private readonly twoFactor: TwoFactorRepositoryPort) {}

  async execute({ userId }: GetTwoFactorStatusInput): Promise<TwoFactorStatus> {
    const credential = await this.twoFactor.findByUserId(userId);
    const enabledAt = credential?.enabledAt ?? null;
    if (enabledAt === null) return { enabled: false, enabledAt: null, recoveryCodesRemaining: 0 };
    return { enabled: true, enabledAt, recoveryCodesRemaining: await this.twoFactor.countUnusedRecoveryCodes(userId) };
  }
}
