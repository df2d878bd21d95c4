import { afterEach } from '@jest/globals';

/**
 * For a contract's describe block: what a case calls to create the adapter under test, which
 * is then disposed of after that case, passed or failed.
 */
export function subjectPerCase<Subject extends { dispose(): Promise<void> }>(create: () => Promise<Subject>): () => Promise<Subject> {
  let subject: Subject | undefined;
  afterEach(async () => {
    await subject?.dispose();
    subject = undefined;
  });
  return async () => {
    subject = await create();
    return subject;
  };
}
