/**
 * One unit of work: every repository write and every job enqueued inside `run` commits
 * together or not at all, so a failure half-way leaves no half state (a user without their
 * verification token, a licence without its email). Work that waits on something outside
 * the database (password hashing, a payment provider) belongs before or after `run`, since
 * the transaction holds a database connection for as long as it lasts.
 */
export abstract class TransactionPort {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
