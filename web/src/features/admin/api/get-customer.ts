import type { CustomerDetail as DomainCustomerDetail } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { customerPath, fetchAdmin } from './admin-query';

/** `GET /api/admin/customers/:id`: the domain's CustomerDetail. */
export type CustomerDetail = Jsonified<DomainCustomerDetail>;

/** A licence in the customer drawer: why it runs or not, and its devices. */
export type CustomerLicenseRow = CustomerDetail['licenses'][number];
export type CustomerDevice = CustomerLicenseRow['devices'][number];
export type CustomerSubscriptionRow = CustomerDetail['subscriptions'][number];

/** One customer's whole picture (its SWR key is its path), refreshed with every admin change. */
export function useCustomer(id: string) {
  return useSWR(customerPath(id), fetchAdmin<CustomerDetail>);
}
