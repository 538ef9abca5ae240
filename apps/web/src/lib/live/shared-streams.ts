import type { StreamStatus } from './event-stream';

/**
 * One live connection per group, shared by every component that wants it (the group page holds
 * one stream, however many of its parts listen), closed when the last one unmounts.
 */
interface SharedStream {
  users: number;
  status: StreamStatus;
  listeners: Set<() => void>;
  controller: AbortController;
}

const streams = new Map<string, SharedStream>();

export type StreamOpener = (report: (status: StreamStatus) => void, signal: AbortSignal) => void;

export function joinStream(key: string, onChange: () => void, open: StreamOpener): () => void {
  let stream = streams.get(key);
  if (!stream) {
    const created: SharedStream = {
      users: 0,
      status: 'connecting',
      listeners: new Set(),
      controller: new AbortController(),
    };
    streams.set(key, created);
    const report = (status: StreamStatus) => {
      created.status = status;
      created.listeners.forEach((listener) => listener());
    };
    open(report, created.controller.signal);
    stream = created;
  }
  const joined = stream;
  joined.users++;
  joined.listeners.add(onChange);
  return () => {
    joined.listeners.delete(onChange);
    joined.users--;
    if (joined.users === 0) {
      joined.controller.abort();
      streams.delete(key);
    }
  };
}

export const streamStatus = (key: string): StreamStatus => streams.get(key)?.status ?? 'stopped';
