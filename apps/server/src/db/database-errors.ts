// PostgreSQL's error codes reach us wrapped (drizzle's query error has the driver's error as its
// cause); both drivers (pg and PGlite) name the SQLSTATE `code` and the violated `constraint`.

interface PostgresError {
  code?: unknown;
  constraint?: unknown;
}

function findPostgresError(error: unknown, code: string): PostgresError | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as PostgresError).code === code) {
      return current as PostgresError;
    }
  }
  return null;
}

/** A unique index refused the row (23505): a retried request, or a race two requests lost. */
export function isUniqueViolation(error: unknown): boolean {
  return findPostgresError(error, '23505') !== null;
}

/** The name of the CHECK constraint the statement broke (23514), or null for any other error. */
export function violatedCheckConstraint(error: unknown): string | null {
  const found = findPostgresError(error, '23514');
  return found && typeof found.constraint === 'string' ? found.constraint : null;
}
