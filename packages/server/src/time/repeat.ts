/**
 * Runs `task` every `intervalMs` in this process until the answer is called, which waits for a round under
 * way. The timer is unref'd (it never keeps the process alive) and rounds never overlap; a failing round is
 * logged with `label` and the next one tries again.
 */
export function repeat(task: () => Promise<unknown>, intervalMs: number, label: string): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = task()
      .catch((err: unknown) => console.error(`${label}:`, err))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
