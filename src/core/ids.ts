/** Accounts, addresses and orders have UUID ids; anything else cannot name one (a 404, not a database error). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
