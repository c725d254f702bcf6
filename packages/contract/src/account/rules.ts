// Account-service constants (zod-free: the browser imports them).

/** How RELIEVE_BINDING proves the person: 1 an SMS code (type 04), 2 the owner's ID number and name. */
export const UnbindType = { BY_CODE: 1, BY_IDENTITY: 2 } as const;
