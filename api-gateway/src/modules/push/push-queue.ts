/**
 * Pushes waiting to be sent by this process: a request only enqueues (the caller never waits on a push
 * service), at most `concurrency` run at once, and past `maxQueued` new work is dropped (and counted) rather
 * than growing without bound while a push service is slow.
 */
export class PushQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  dropped = 0;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly concurrency = 16,
    private readonly maxQueued = 10_000,
  ) {}

  enqueue(job: () => Promise<void>): void {
    if (this.waiting.length >= this.maxQueued) {
      this.dropped += 1;
      return;
    }
    this.waiting.push(job);
    // Off the current call stack, so even the synchronous part of a send runs after the request's own work.
    setImmediate(() => this.drain());
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private drain(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as () => Promise<void>;
      this.running += 1;
      job()
        .catch(this.onError)
        .finally(() => {
          this.running -= 1;
          this.drain();
          if (this.running === 0 && this.waiting.length === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            waiters.forEach((resolve) => resolve());
          }
        });
    }
  }
}
