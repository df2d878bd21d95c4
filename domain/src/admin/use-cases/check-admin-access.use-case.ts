import { isTwoFactorEnabled } from '../../accounts/two-factor.entity';
import type { TwoFactorRepositoryPort } from '../../accounts/two-factor.repository.port';
import type { UserRole } from '../../accounts/user.entity';
import { adminAccessOf, type AdminAccess } from '../admin-access';

/** Decides a signed-in caller's (or an anonymous one's) access to the operator console. */
export class CheckAdminAccessUseCase {
  constructor(private readonly twoFactor: TwoFactorRepositoryPort) {}

  async execute(caller: { id: string; role: UserRole } | null): Promise<AdminAccess> {
    // Customers cost no read: only an admin's two-factor state matters.
    if (!caller || caller.role !== 'admin') return adminAccessOf(null);
    const twoFactorEnabled = isTwoFactorEnabled(await this.twoFactor.findByUserId(caller.id));
    return adminAccessOf({ role: caller.role, twoFactorEnabled });
  }
}
