/** What became of one activation request: a seat taken, a known machine again, or refused. */
export type LicenseActivationOutcome =
  | { result: 'activated' }
  | { result: 'refreshed' }
  /** `code` is the refusal's contract code (TRIAL_USED, NO_SEATS…): a short, fixed list. */
  | { result: 'refused'; code: string };

/**
 * Where the desktop licence API reports activations and refusals by code, for operators
 * (the `pointforge_license_activations_total` metric). A hook for the activate use case:
 * call `record` once per request with its outcome. Reporting never throws and never waits.
 */
export abstract class LicenseActivationMetricsPort {
  abstract record(outcome: LicenseActivationOutcome): void;
}
