import { COUNTRY_CODES, countryName } from '@pointforge/domain';

/**
 * Every country a billing address can be in, as options of a select: the ISO code as the
 * value, its English name (Intl.DisplayNames, through the domain's countryName) as the
 * label, in alphabetical order of the names.
 */
export const COUNTRY_OPTIONS: ReadonlyArray<{ value: string; label: string }> = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort(
  (a, b) => a.label.localeCompare(b.label, 'en'),
);
