import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type DemoRequestStatus, type Industry } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

export interface DemoRequestRow {
  id: string;
  full_name: string;
  email: string;
  company: string;
  industry: Industry;
  message: string | null;
  status: DemoRequestStatus;
  created_at: Date;
}

export const DemoRequestOrmEntity = new EntitySchema<DemoRequestRow>({
  name: 'demo_requests',
  tableName: 'demo_requests',
  columns: {
    id: primaryKeyColumn(),
    full_name: stringColumn(NAME_MAX_LENGTH),
    email: stringColumn(EMAIL_MAX_LENGTH),
    company: stringColumn(COMPANY_MAX_LENGTH),
    industry: stringColumn(20),
    message: stringColumn(MESSAGE_MAX_LENGTH, true),
    status: stringColumn(20),
    created_at: instantColumn(),
  },
});
