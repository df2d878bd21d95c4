import type { CustomerStage, CustomerSummary, LicensePlan, SubscriptionStatus } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** A customer as `GET /api/admin/customers` lists them. */
export type CustomerRow = Jsonified<CustomerSummary>;

/** `yes` or `no` of a filter that asks whether something holds; none filters nothing. */
export type YesNo = 'yes' | 'no';

export interface CustomersQuery {
  q?: string;
  /** Holds a licence on this plan. */
  plan?: LicensePlan;
  /** Has a subscription in this status. */
  status?: SubscriptionStatus;
  stage?: CustomerStage;
  verified?: YesNo;
  twoFactor?: YesNo;
}

const asFlag = (value: YesNo | undefined) => value && (value === 'yes' ? 'true' : 'false');

export function customersKey(query: CustomersQuery, cursor?: string): string {
  const { q, plan, status, stage, verified, twoFactor } = query;
  return withQuery(`${ADMIN_API_PREFIX}customers`, { q, plan, status, stage, verified: asFlag(verified), twoFactor: asFlag(twoFactor), cursor });
}

/** "Ada Lovelace", or the email when the account has no name. */
export function customerName(customer: Pick<CustomerRow, 'email' | 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
}

/** One page of customers; the previous page stays on screen while the next loads. */
export function useCustomers(query: CustomersQuery, cursor: string | undefined) {
  return useSWR(customersKey(query, cursor), fetchAdmin<AdminPage & { customers: CustomerRow[] }>, { keepPreviousData: true });
}
