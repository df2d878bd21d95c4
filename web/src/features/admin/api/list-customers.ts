import type { CustomerSummary } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** A customer as `GET /api/admin/customers` lists them. */
export type CustomerRow = Jsonified<CustomerSummary>;

export interface CustomersQuery {
  q?: string;
  page: number;
}

export function customersKey(query: CustomersQuery): string {
  return withQuery(`${ADMIN_API_PREFIX}customers`, { q: query.q, page: query.page });
}

/** "Ada Lovelace", or the email when the account has no name. */
export function customerName(customer: Pick<CustomerRow, 'email' | 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
}

/** One page of customers; the previous page stays on screen while the next loads. */
export function useCustomers(query: CustomersQuery) {
  return useSWR(customersKey(query), fetchAdmin<AdminPage & { customers: CustomerRow[] }>, { keepPreviousData: true });
}
