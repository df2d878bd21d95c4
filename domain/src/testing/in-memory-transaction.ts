import { TransactionPort } from '../ports/transaction.port';

/** Something a fake transaction can put back as it was: the in-memory store, the recording job queue. */
export interface Snapshottable {
  snapshot(): () => void;
}

/**
 * The transaction fake: when the work throws, every participant (the store behind the
 * repository fakes, the recording job queue) is put back as it was before `run`, as a
 * database rollback would. Nested runs roll back only their own part, like savepoints.
 * Fakes are not isolated from concurrent work: unit tests run one use case at a time.
 */
export class InMemoryTransaction extends TransactionPort {
  private readonly participants: Snapshottable[];

  constructor(...participants: Snapshottable[]) {
    super();
    this.participants = participants;
  }

  /** Adds a participant, such as the job queue a test kit creates after the repositories. */
  enlist(participant: Snapshottable): void {
    this.participants.push(participant);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const restores = this.participants.map((participant) => participant.snapshot());
    try {
      return await work();
    } catch (error) {
      restores.forEach((restore) => restore());
      throw error;
    }
  }
}
