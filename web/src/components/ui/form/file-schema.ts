import { mixed } from 'yup';

/**
 * A FileField's rule: a file must be chosen (`required` says so), and, when `limit` is given,
 * be no larger than its bytes (its `message` says what to choose instead).
 */
export function fileSchema(required: string, limit?: { bytes: number; message: string }) {
  const chosen = mixed<File>()
    .nullable()
    .test('chosen', required, (file) => file instanceof File);
  return limit ? chosen.test('size', limit.message, (file) => !(file instanceof File) || file.size <= limit.bytes) : chosen;
}
