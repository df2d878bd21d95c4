import { LeadRepositoryPort, type ContactMessage, type DemoRequest } from '@pointforge/domain';
import type { DataSource } from 'typeorm';
import { DatabaseAccess } from '../database-access';
import { toContactMessage, toContactMessageRow } from './contact-message.mapper';
import { ContactMessageOrmEntity } from './contact-message.orm-entity';
import { toDemoRequest, toDemoRequestRow } from './demo-request.mapper';
import { DemoRequestOrmEntity } from './demo-request.orm-entity';

export class TypeormLeadRepository extends LeadRepositoryPort {
  private readonly database: DatabaseAccess;

  constructor(dataSource: DataSource) {
    super();
    this.database = DatabaseAccess.for(dataSource);
  }

  async saveDemoRequest(request: DemoRequest): Promise<void> {
    await this.database.run((manager) => manager.insert(DemoRequestOrmEntity, toDemoRequestRow(request)));
  }

  async findDemoRequestById(id: string): Promise<DemoRequest | null> {
    const row = await this.database.run((manager) => manager.findOneBy(DemoRequestOrmEntity, { id }));
    return row ? toDemoRequest(row) : null;
  }

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await this.database.run((manager) => manager.insert(ContactMessageOrmEntity, toContactMessageRow(message)));
  }

  async findContactMessageById(id: string): Promise<ContactMessage | null> {
    const row = await this.database.run((manager) => manager.findOneBy(ContactMessageOrmEntity, { id }));
    return row ? toContactMessage(row) : null;
  }
}
