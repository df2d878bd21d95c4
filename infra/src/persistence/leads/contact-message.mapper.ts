import type { ContactMessage } from '@pointforge/domain';
import type { ContactMessageRow } from './contact-message.orm-entity';

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function toContactMessageRow(message: ContactMessage): ContactMessageRow {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status,
    created_at: message.createdAt,
  };
}
