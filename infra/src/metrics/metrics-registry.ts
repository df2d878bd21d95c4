import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/** Which process a metric comes from; every series carries it as the `role` label. */
export type MetricsRole = 'api' | 'worker';

/** The start of every name this project defines; Node's default metrics keep their usual names. */
export const METRIC_PREFIX = 'pointforge_';

/** A metric's configuration but for its name (prefixed) and registry (this one). */
type Described<Configuration> = Omit<Configuration, 'name' | 'registers'>;

/**
 * One process's metrics: its own prom-client registry (never the library's global one, so
 * several apps in one test process do not collide) with the process's role on every series.
 */
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor(readonly role: MetricsRole) {
    this.registry.setDefaultLabels({ role });
  }

  /** A counter named `pointforge_<name>` in this registry. */
  counter<Label extends string = string>(name: string, configuration: Described<CounterConfiguration<Label>>): Counter<Label> {
    return new Counter({ ...configuration, name: `${METRIC_PREFIX}${name}`, registers: [this.registry] });
  }

  /** A gauge named `pointforge_<name>` in this registry. */
  gauge<Label extends string = string>(name: string, configuration: Described<GaugeConfiguration<Label>>): Gauge<Label> {
    return new Gauge({ ...configuration, name: `${METRIC_PREFIX}${name}`, registers: [this.registry] });
  }

  /** A histogram named `pointforge_<name>` in this registry. */
  histogram<Label extends string = string>(name: string, configuration: Described<HistogramConfiguration<Label>>): Histogram<Label> {
    return new Histogram({ ...configuration, name: `${METRIC_PREFIX}${name}`, registers: [this.registry] });
  }

  /** Node's and the process's own metrics (CPU, memory, event-loop lag, GC, handles), read at each scrape. */
  collectNodeMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The Content-Type of `exposition()`: Prometheus text format 0.0.4. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every metric in Prometheus text format; sources read at scrape time (queue depth, outbox) are read now. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}
