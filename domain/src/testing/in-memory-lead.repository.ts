import type { ContactMessage } from '../leads/contact-message.entity';
import type { DemoRequest } from '../leads/demo-request.entity';
import type { Lead, LeadType, StatusOf } from '../leads/lead-pipeline';
import { LeadRepositoryPort, type LeadFilter } from '../leads/lead.repository.port';
import { createdAtKey, pageOfRows, type Page, type PageRequest } from '../shared/page';
import { matchesTextSearch, parseTextSearch } from '../shared/text-search';
import { InMemoryRepository } from './in-memory-store';
import { byNewestFirst, type InMemoryTable } from './in-memory-table';

export class InMemoryLeadRepository extends InMemoryRepository implements LeadRepositoryPort {
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

  async listLeads<T extends LeadType>(type: T, filter: LeadFilter<T>, page: PageRequest): Promise<Page<Lead & { type: T }>> {
    const search = filter.search === undefined ? undefined : parseTextSearch(filter.search);
    const rows = this.tableOf(type)
      .filter((lead) => filter.status === undefined || lead.status === filter.status)
      .filter((lead) => search === undefined || matchesTextSearch(search, lead.email, searchedText(lead)))
      .sort(byNewestFirst)
      .map((lead) => ({ ...lead, type }) as Lead & { type: T });
    return pageOfRows(rows, page, createdAtKey);
  }

  async moveStatus<T extends LeadType>(type: T, id: string, from: StatusOf<T>, to: StatusOf<T>): Promise<boolean> {
    const matches = (lead: { id: string; status: string }) => lead.id === id && lead.status === from;
    const moved =
      type === 'demo'
        ? this.store.demoRequests.update(matches, { status: to as StatusOf<'demo'> })
        : this.store.contactMessages.update(matches, { status: to as StatusOf<'contact'> });
    return moved > 0;
  }

  private tableOf(type: LeadType): InMemoryTable<DemoRequest> | InMemoryTable<ContactMessage> {
    return type === 'demo' ? this.store.demoRequests : this.store.contactMessages;
  }
}

/** What a search looks in: name, email, and a demo request's company. */
function searchedText(lead: DemoRequest | ContactMessage): string[] {
  return 'fullName' in lead ? [lead.fullName, lead.email, lead.company] : [lead.name, lead.email];
}
