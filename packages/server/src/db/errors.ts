const UNIQUE_VIOLATION = '23505';

/** True for a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
}

const RESTRICT_VIOLATION = '23001';

/** True when the database refused to delete a row it must keep (a finalized quote, migration 0013). */
export function isRetentionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === RESTRICT_VIOLATION;
}
