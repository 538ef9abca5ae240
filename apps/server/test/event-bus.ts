import type { GroupEvent } from '@fairway/contract';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client';
import { EventBus } from '../src/modules/events';
import { openTestDatabase } from './database';

/**
 * An event bus on a test database for a file's tests of what listens to it, and `hear`, which
 * delivers an event on this instance at once (as a committed write's announcement is).
 */
export function useEventBus() {
  let database: Database;
  let events: EventBus;
  beforeAll(async () => {
    database = await openTestDatabase();
    events = new EventBus(database);
  });
  afterAll(() => database.close());
  return {
    events: () => events,
    hear: (groupId: number, event: GroupEvent) =>
      events.deliverHere([{ groupIds: [groupId], event }]),
  };
}
