export { OutboxJobQueue } from './outbox-job-queue';
export {
  OUTBOX_RETENTION_DEFAULT_DAYS,
  OUTBOX_RETENTION_MIN_DAYS,
  OutboxRelay,
  type OutboxBacklog,
  type OutboxRelayLogger,
  type OutboxRelayOptions,
  type RelayPass,
} from './outbox-relay';
