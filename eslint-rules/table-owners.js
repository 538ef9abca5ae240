/**
 * Each table has one owning area (eslint.config.js, `tablesOwnedBy`): the lint config refuses
 * to load with a table listed under two areas, so a second owner cannot be added quietly.
 */
export function assertOneOwnerEach(tablesOwnedBy) {
  const ownerOf = new Map();
  const shared = [];
  for (const [area, tables] of Object.entries(tablesOwnedBy))
    for (const table of tables) {
      if (ownerOf.has(table)) shared.push(`${table} (${ownerOf.get(table)} and ${area})`);
      else ownerOf.set(table, area);
    }
  if (shared.length > 0)
    throw new Error(
      `Each table has one owning area (eslint.config.js, tablesOwnedBy); owned twice: ${shared.join(', ')}. The other area asks the owner through its public entry.`,
    );
}
