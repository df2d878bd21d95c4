import { LicenseActivationMetricsPort, type LicenseActivationOutcome } from '../ports/license-activation-metrics.port';

/** Licence activation metrics for unit tests: it keeps every outcome reported. */
export class RecordingLicenseActivationMetrics extends LicenseActivationMetricsPort {
  readonly outcomes: LicenseActivationOutcome[] = [];

  record(outcome: LicenseActivationOutcome): void {
    this.outcomes.push(outcome);
  }
}
