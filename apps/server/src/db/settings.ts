import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSettings } from './schema';

/** The stored value of a setting, storing `fallback` first if it has none (first writer wins). */
export async function readOrSetSetting(db: Db, key: string, fallback: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: fallback }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}
