/**
 * The queue that really runs jobs (BullMQ, or the in-process queue of the embedded
 * default). Only the outbox relay hands jobs to it; use cases enqueue through JobQueuePort,
 * which writes to the outbox.
 */
export const DELIVERY_QUEUE = Symbol('DELIVERY_QUEUE');
