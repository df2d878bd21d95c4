export { OutboxJobQueue } from './outbox-job-queue';
export { OutboxRelay, type OutboxBacklog, type OutboxRelayLogger, type OutboxRelayOptions, type RelayPass } from './outbox-relay';
