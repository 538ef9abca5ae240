import type { StreamStatus } from '../../../lib/event-stream';

/** "Live" while the group's event stream is connected; a quiet note while it reconnects. */
export function LiveIndicator({ status }: { status: StreamStatus }) {
  if (status === 'open') {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-success">
        <span aria-hidden className="size-2 rounded-full bg-success motion-safe:animate-pulse" />
        Live
      </span>
    );
  }
  if (status === 'reconnecting') {
    return <span className="text-xs text-muted">Reconnecting…</span>;
  }
  return null;
}
