/**
 * Calls `run` once the browser has painted what is on screen now: the frame's callback comes
 * just before that paint, and a task queued from it runs just after. Returns a cancel. (A tab in
 * the background paints nothing: it waits until shown.)
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
