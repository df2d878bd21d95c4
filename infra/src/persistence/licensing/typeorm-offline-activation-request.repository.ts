import { OfflineActivationRequestRepositoryPort, type UsedOfflineActivationRequest } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { OfflineActivationRequestOrmEntity } from './offline-activation-request.orm-entity';

export class TypeormOfflineActivationRequestRepository extends OfflineActivationRequestRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async recordUse(request: UsedOfflineActivationRequest): Promise<boolean> {
    try {
      await this.database.run((manager) =>
        manager.insert(OfflineActivationRequestOrmEntity, {
          nonce_hash: request.nonceHash,
          license_id: request.licenseId,
          machine_id: request.machineId,
          used_at: request.usedAt,
          expires_at: request.expiresAt,
        }),
      );
      return true;
    } catch (error) {
      // The primary key: this nonce was used, by an earlier upload or a concurrent one that committed first.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
