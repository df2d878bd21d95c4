import type { DemoRequest } from '@pointforge/domain';
import type { DemoRequestRow } from './demo-request.orm-entity';

export function toDemoRequest(row: DemoRequestRow): DemoRequest {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    industry: row.industry,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function toDemoRequestRow(request: DemoRequest): DemoRequestRow {
  return {
    id: request.id,
    full_name: request.fullName,
    email: request.email,
    company: request.company,
    industry: request.industry,
    message: request.message,
    status: request.status,
    created_at: request.createdAt,
  };
}
