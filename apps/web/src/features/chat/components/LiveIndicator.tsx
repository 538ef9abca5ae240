import type { StreamStatus } from '../../../lib/live';

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
  if (status === 'paused') return <PausedNote />;
  return null;
}

/**
 * The same person has this group open in more places than the server allows, and a newer one
 * took over; looking at this page again resumes it.
 */
export function PausedNote() {
  return <span className="text-xs text-muted">Paused: open elsewhere</span>;
}
