import {
  createdAtKey,
  LeadRepositoryPort,
  type ContactMessage,
  type DemoRequest,
  type Lead,
  type LeadFilter,
  type LeadType,
  type Page,
  type PageRequest,
  type StatusOf,
} from '@pointforge/domain';
import type { EntitySchema, ObjectLiteral } from 'typeorm';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { searchedPage } from '../searched-page';
import { toContactMessage, toContactMessageRow } from './contact-message.mapper';
import { ContactMessageOrmEntity } from './contact-message.orm-entity';
import { toDemoRequest, toDemoRequestRow } from './demo-request.mapper';
import { DemoRequestOrmEntity } from './demo-request.orm-entity';
import type { SearchedColumns } from '../text-search-condition';

/** Per lead type: its table, the columns a search looks in (its FULLTEXT index's), and how a row becomes a lead. */
const LEAD_TABLES: { [T in LeadType]: { entity: EntitySchema<ObjectLiteral>; searched: SearchedColumns; toLead: (row: never) => Lead } } = {
  demo: {
    entity: DemoRequestOrmEntity as EntitySchema<ObjectLiteral>,
    searched: { email: 'email', words: ['full_name', 'email', 'company'] },
    toLead: (row: Parameters<typeof toDemoRequest>[0]) => ({ ...toDemoRequest(row), type: 'demo' }),
  },
  contact: {
    entity: ContactMessageOrmEntity as EntitySchema<ObjectLiteral>,
    searched: { email: 'email', words: ['name', 'email'] },
    toLead: (row: Parameters<typeof toContactMessage>[0]) => ({ ...toContactMessage(row), type: 'contact' }),
  },
};

export class TypeormLeadRepository extends LeadRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async saveDemoRequest(request: DemoRequest): Promise<void> {
    await this.database.run((manager) => manager.insert(DemoRequestOrmEntity, toDemoRequestRow(request)));
  }

  async findDemoRequestById(id: string): Promise<DemoRequest | null> {
    return this.database.findOne(DemoRequestOrmEntity, { id }, toDemoRequest);
  }

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await this.database.run((manager) => manager.insert(ContactMessageOrmEntity, toContactMessageRow(message)));
  }

  async findContactMessageById(id: string): Promise<ContactMessage | null> {
    return this.database.findOne(ContactMessageOrmEntity, { id }, toContactMessage);
  }

  listLeads<T extends LeadType>(type: T, filter: LeadFilter<T>, page: PageRequest): Promise<Page<Lead & { type: T }>> {
    const table = LEAD_TABLES[type];
    const toLead = (row: ObjectLiteral) => table.toLead(row as never) as Lead & { type: T };
    return this.database.run((manager) => {
      const query = manager.createQueryBuilder(table.entity, 'lead');
      if (filter.status !== undefined) query.andWhere('lead.status = :status', { status: filter.status });
      const order = { at: 'lead.created_at', tieBreak: 'lead.id' };
      return searchedPage(manager, { query, alias: 'lead', columns: table.searched, text: filter.search, order }, page, toLead, createdAtKey);
    });
  }

  async moveStatus<T extends LeadType>(type: T, id: string, from: StatusOf<T>, to: StatusOf<T>): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(LEAD_TABLES[type].entity, { id, status: from }, { status: to }));
    return affectedRows(result) === 1;
  }
}
