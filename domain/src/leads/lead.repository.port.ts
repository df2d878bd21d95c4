import type { Page, PageRequest } from '../shared/page';
import type { ContactMessage } from './contact-message.entity';
import type { DemoRequest } from './demo-request.entity';
import type { Lead, LeadType, StatusOf } from './lead-pipeline';

export interface LeadFilter<T extends LeadType> {
  status?: StatusOf<T>;
  /** The start of words of the name, email or company (demo requests), or the start of the email (parseTextSearch). */
  search?: string;
}

export abstract class LeadRepositoryPort {
  abstract saveDemoRequest(request: DemoRequest): Promise<void>;
  abstract findDemoRequestById(id: string): Promise<DemoRequest | null>;
  abstract saveContactMessage(message: ContactMessage): Promise<void>;
  abstract findContactMessageById(id: string): Promise<ContactMessage | null>;
  /** One page of the leads of a type, newest first (`createdAt`, then id, descending). */
  abstract listLeads<T extends LeadType>(type: T, filter: LeadFilter<T>, page: PageRequest): Promise<Page<Lead & { type: T }>>;
  /**
   * Sets the status of the lead to `to` only if it is still `from`, in one conditional write;
   * false, with nothing written, when it is not (another operator moved it) or is gone.
   */
  abstract moveStatus<T extends LeadType>(type: T, id: string, from: StatusOf<T>, to: StatusOf<T>): Promise<boolean>;
}
