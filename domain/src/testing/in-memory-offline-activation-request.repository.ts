import { OfflineActivationRequestRepositoryPort, type UsedOfflineActivationRequest } from '../licensing/offline/offline-activation-request.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryOfflineActivationRequestRepository extends InMemoryRepository implements OfflineActivationRequestRepositoryPort {
  async recordUse(request: UsedOfflineActivationRequest): Promise<boolean> {
    if (this.store.offlineActivationRequests.get(request.nonceHash)) return false;
    this.store.offlineActivationRequests.insert(request);
    return true;
  }
}
