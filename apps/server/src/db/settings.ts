import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { appSettings } from './schema';

/** The stored value of a setting, storing `fallback` first if it has none (first writer wins). */
export async function readOrSetSetting(db: Db, key: string, fallback: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: fallback }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}

/**
 * The stored value of a setting, storing `fallback` first if it has none, locked until the
 * transaction ends: whoever reads it next waits for this transaction's writeSetting.
 */
export async function lockSetting(tx: Tx, key: string, fallback: string): Promise<string> {
  await tx.insert(appSettings).values({ key, value: fallback }).onConflictDoNothing();
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, key)).for('update');
  return row!.value;
}

export async function writeSetting(tx: Tx, key: string, value: string): Promise<void> {
  await tx.update(appSettings).set({ value }).where(eq(appSettings.key, key));
}
