/**
 * BullMQ refuses custom job ids that are whole numbers or contain ':', while the port takes
 * any string (idempotency keys such as `verify-email:<user id>`). Ids are stored prefixed
 * and percent-encoded, which is reversible, so two different ids never collide. BullMQ's
 * own ids (for jobs enqueued without one) are whole numbers and never carry the prefix.
 */
const CUSTOM_ID_PREFIX = 'id-';

export function toBullmqJobId(jobId: string): string {
  return CUSTOM_ID_PREFIX + encodeURIComponent(jobId);
}

export function fromBullmqJobId(bullmqJobId: string): string {
  return bullmqJobId.startsWith(CUSTOM_ID_PREFIX) ? decodeURIComponent(bullmqJobId.slice(CUSTOM_ID_PREFIX.length)) : bullmqJobId;
}
