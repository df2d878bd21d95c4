import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type ContactMessageStatus, type ContactSubject } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  status: ContactMessageStatus;
  created_at: Date;
}

export const ContactMessageOrmEntity = new EntitySchema<ContactMessageRow>({
  name: 'contact_messages',
  tableName: 'contact_messages',
  columns: {
    id: primaryKeyColumn(),
    name: stringColumn(NAME_MAX_LENGTH),
    email: stringColumn(EMAIL_MAX_LENGTH),
    subject: stringColumn(20),
    message: stringColumn(MESSAGE_MAX_LENGTH),
    status: stringColumn(20),
    created_at: instantColumn(),
  },
});
