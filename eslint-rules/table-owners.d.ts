/** Throws when a table is listed under two areas (table-owners.js). */
export function assertOneOwnerEach(tablesOwnedBy: Record<string, readonly string[]>): void;
