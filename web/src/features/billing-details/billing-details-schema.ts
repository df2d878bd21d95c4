import { billingProfileErrors, normalizeBillingProfile, type BillingProfile } from '@pointforge/domain';
import { mixed, object, string } from 'yup';

/** The billing details form's values: every text field a string ('' when blank). */
export type BillingDetailsValues = { [Field in keyof BillingProfile]: Field extends 'kind' ? BillingProfile['kind'] : string };

type TextField = Exclude<keyof BillingProfile, 'kind'>;

/** The values as a profile, normalised as the API stores it (trimmed, blank optional fields null). */
export function billingProfileOf(values: Partial<BillingDetailsValues>): BillingProfile {
  const text = (field: TextField) => values[field] ?? '';
  return normalizeBillingProfile({
    kind: values.kind ?? 'company',
    legalName: text('legalName'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postalCode'),
    country: text('country'),
    vatNumber: text('vatNumber'),
  });
}

/** What the form starts from: the stored profile, blanks as empty fields; a company with nothing filled in before the first save. */
export function billingDetailsValues(profile: BillingProfile | null): BillingDetailsValues {
  return {
    kind: profile?.kind ?? 'company',
    legalName: profile?.legalName ?? '',
    addressLine1: profile?.addressLine1 ?? '',
    addressLine2: profile?.addressLine2 ?? '',
    city: profile?.city ?? '',
    region: profile?.region ?? '',
    postalCode: profile?.postalCode ?? '',
    country: profile?.country ?? '',
    vatNumber: profile?.vatNumber ?? '',
  };
}

/**
 * A field checked by the domain's own rules (billingProfileErrors) over the whole form: the
 * API's test and words, the form of a South African VAT number among them, shown under the
 * field before anything is sent.
 */
function billingProfileRule(field: TextField) {
  return string().test(field, (_value, context) => {
    const error = billingProfileErrors(billingProfileOf(context.parent as Partial<BillingDetailsValues>)).find((failure) => failure.field === field);
    return error ? context.createError({ message: error.message }) : true;
  });
}

export const billingDetailsSchema = object({
  kind: mixed<BillingProfile['kind']>().oneOf(['person', 'company']),
  legalName: billingProfileRule('legalName'),
  addressLine1: billingProfileRule('addressLine1'),
  addressLine2: billingProfileRule('addressLine2'),
  city: billingProfileRule('city'),
  region: billingProfileRule('region'),
  postalCode: billingProfileRule('postalCode'),
  country: billingProfileRule('country'),
  vatNumber: billingProfileRule('vatNumber'),
});
