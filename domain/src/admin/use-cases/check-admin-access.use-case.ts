import { passedSecondFactor, type Session } from '../../accounts/session.entity';
import { isTwoFactorEnabled } from '../../accounts/two-factor.entity';
import type { TwoFactorRepositoryPort } from '../../accounts/two-factor.repository.port';
import type { UserRole } from '../../accounts/user.entity';
import { adminAccessOf, type AdminAccess } from '../admin-access';

/**
 * Decides a signed-in caller's (or an anonymous one's) access to the operator console: an
 * admin needs two-factor sign-in on and a session that passed it. The credential is read
 * every time, so turning it off closes the console at once.
 */
export class CheckAdminAccessUseCase {
  constructor(private readonly twoFactor: TwoFactorRepositoryPort) {}

  async execute(caller: { user: { id: string; role: UserRole }; session: Pick<Session, 'authentication'> } | null): Promise<AdminAccess> {
    // Customers cost no read: only an admin's two-factor state matters.
    if (!caller || caller.user.role !== 'admin') return adminAccessOf(null);
    const twoFactorEnabled = isTwoFactorEnabled(await this.twoFactor.findByUserId(caller.user.id));
    return adminAccessOf({ role: caller.user.role, twoFactorEnabled, sessionPassedSecondFactor: passedSecondFactor(caller.session) });
  }
}
