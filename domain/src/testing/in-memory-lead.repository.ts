import type { ContactMessage } from '../leads/contact-message.entity';
import type { DemoRequest } from '../leads/demo-request.entity';
import { LeadRepositoryPort } from '../leads/lead.repository.port';
import { InMemoryStore } from './in-memory-store';

export class InMemoryLeadRepository extends LeadRepositoryPort {
  constructor(private readonly store = new InMemoryStore()) {
    super();
  }

  async saveDemoRequest(request: DemoRequest): Promise<void> {
    this.store.demoRequests.insert(request);
  }

  async findDemoRequestById(id: string): Promise<DemoRequest | null> {
    return this.store.demoRequests.get(id);
  }

  async saveContactMessage(message: ContactMessage): Promise<void> {
    this.store.contactMessages.insert(message);
  }

  async findContactMessageById(id: string): Promise<ContactMessage | null> {
    return this.store.contactMessages.get(id);
  }
}
