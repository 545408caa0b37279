import type { ValidationKey } from '@portal/contract/validation';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../db/errors';

/**
 * Runs a write whose only unique index is on one field (a slug, a currency code): a clash,
 * even with a row another admin added a moment before, is that field's 422 error.
 */
export async function withUniqueField<T>(
  field: string,
  key: ValidationKey,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('validation_failed', { fieldErrors: { [field]: [key] } });
    throw err;
  }
}
