import type { ContactMessage } from './contact-message.entity';
import type { DemoRequest } from './demo-request.entity';

export abstract class LeadRepositoryPort {
  abstract saveDemoRequest(request: DemoRequest): Promise<void>;
  abstract findDemoRequestById(id: string): Promise<DemoRequest | null>;
  abstract saveContactMessage(message: ContactMessage): Promise<void>;
  abstract findContactMessageById(id: string): Promise<ContactMessage | null>;
}
