/**
 * Calls `run` once the browser has painted what is on screen now: the frame's callback comes
 * just before that paint, and a task queued from it runs just after. A tab in the background
 * paints nothing and runs no frames: there `run` comes at once. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  if (document.hidden) {
    task = setTimeout(run, 0);
    return () => clearTimeout(task);
  }
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
