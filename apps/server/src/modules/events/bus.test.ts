import type { GroupEvent } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/database';
import { EventBus } from './bus';

let database: Database;
let notifications = 0;
const buses: EventBus[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  const notify = opened.notify;
  database = {
    ...opened,
    notify: (channel, payload) => {
      notifications += 1;
      return notify(channel, payload);
    },
  };
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.stop()));
  await database.close();
});

async function startBus() {
  const bus = new EventBus(database);
  await bus.start();
  buses.push(bus);
  return bus;
}

const nextEvent = (bus: EventBus, groupId: number) =>
  new Promise<GroupEvent>((resolve) => {
    const stop = bus.subscribe(groupId, (event) => {
      stop();
      resolve(event);
    });
  });

describe('EventBus', () => {
  it('brings one event to 1,200 groups in three notifications, each under the payload limit', async () => {
    const publisher = await startBus();
    const listener = await startBus();
    // Large ids make the longest payloads PostgreSQL must accept (under 8,000 bytes).
    const groupIds = Array.from({ length: 1200 }, (_, i) => 1_000_000 + i);
    const first = nextEvent(listener, groupIds[0]!);
    const last = nextEvent(listener, groupIds.at(-1)!);
    const observed = new Set<number>();
    publisher.observe((groupId) => observed.add(groupId));
    const event: GroupEvent = { type: 'standings', data: { tournamentId: 9, version: 4 } };

    notifications = 0;
    await publisher.publishToGroups(groupIds, event);
    expect(notifications).toBe(3);
    // This instance's caches heard every group at once, before the notifications went out.
    expect(observed.size).toBe(1200);
    expect(await first).toEqual(event);
    expect(await last).toEqual(event);
  });

  it('sends one group as `groupId`, which instances of the previous version read too', async () => {
    const publisher = await startBus();
    const sent: string[] = [];
    const notify = database.notify;
    database.notify = (channel, payload) => {
      sent.push(payload);
      return notify(channel, payload);
    };
    try {
      await publisher.publish(5, { type: 'members', data: { groupId: 5 } });
    } finally {
      database.notify = notify;
    }
    expect(sent.map((payload) => JSON.parse(payload))).toEqual([
      { groupId: 5, event: { type: 'members', data: { groupId: 5 } }, from: expect.any(String) },
    ]);
  });

  it("lets an instance's observers hear its own event once, and another instance's once", async () => {
    const publisher = await startBus();
    const other = await startBus();
    const heard = { publisher: 0, other: 0 };
    // Only group 7's: on PostgreSQL, earlier tests' notifications may still be arriving.
    publisher.observe((groupId) => groupId === 7 && (heard.publisher += 1));
    other.observe((groupId) => groupId === 7 && (heard.other += 1));
    // The channel brings the event back to the publisher's streams: by then any echo is heard.
    const back = nextEvent(publisher, 7);
    const there = nextEvent(other, 7);
    await publisher.publish(7, { type: 'members', data: { groupId: 7 } });
    expect(heard.publisher).toBe(1);
    await Promise.all([back, there]);
    // Heard again from the channel, a cache would forget what was read after the change.
    expect(heard).toEqual({ publisher: 1, other: 1 });
  });

  it('still understands a notification for one group sent by an older instance', async () => {
    const listener = await startBus();
    const received = nextEvent(listener, 77);
    const event: GroupEvent = { type: 'members', data: { groupId: 77 } };
    await database.notify('fairway_events', JSON.stringify({ groupId: 77, event }));
    expect(await received).toEqual(event);
  });
});
