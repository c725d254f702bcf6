// The service password (zod-free).

/** Wrong service-password entries before the password locks. */
export const SERVICE_PASSWORD_MAX_WRONG_TRIES = 3;
/** How long a passed old-password check allows setting the new password. */
export const SERVICE_PASSWORD_CHANGE_GRANT_MINUTES = 10;
