/** One unit of push work: reading a person's devices, or one send to one device. */
export interface PushJob {
  /** Whose push it is: the queue takes turns between recipients. */
  recipient: string;
  /** The push service (the endpoint's origin) a send goes to. */
  service?: string;
  /** The device (endpoint) a send goes to: one send to it at a time. */
  device?: string;
  run(): Promise<void>;
}

export interface PushQueueLimits {
  /** Jobs running at once, in all. */
  total: number;
  /** …of one recipient: their slow devices hold up only their own pushes. */
  perRecipient: number;
  /** …to one push service: a service that stops answering holds at most this many. */
  perService: number;
  /** Waiting jobs, in all and per recipient; past either, new work is dropped (and counted). */
  maxQueued: number;
  maxQueuedPerRecipient: number;
}

export const DEFAULT_PUSH_QUEUE_LIMITS: PushQueueLimits = {
  total: 128,
  perRecipient: 4,
  perService: 32,
  maxQueued: 10_000,
  maxQueuedPerRecipient: 200,
};

/**
 * Pushes waiting to be sent by this process, queued fairly: one line per recipient, served in turn, with
 * caps on what runs at once per recipient, per push service and per device. An account whose devices point
 * at a server that never answers fills only its own slots and that server's, so everyone else's pushes go
 * out as if it were not there. A request only enqueues: the caller never waits on a push service.
 */
export class PushQueue {
  /** Recipients with waiting work, least recently served first (a Map keeps insertion order). */
  private readonly lines = new Map<string, PushJob[]>();
  private readonly running = new Map<string, number>();
  private runningTotal = 0;
  private queued = 0;
  private idleWaiters: (() => void)[] = [];
  private drainScheduled = false;
  dropped = 0;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly limits: PushQueueLimits = DEFAULT_PUSH_QUEUE_LIMITS,
  ) {}

  enqueue(job: PushJob): void {
    const line = this.lines.get(job.recipient);
    if (this.queued >= this.limits.maxQueued || (line?.length ?? 0) >= this.limits.maxQueuedPerRecipient) {
      this.dropped += 1;
      return;
    }
    if (line) line.push(job);
    else this.lines.set(job.recipient, [job]);
    this.queued += 1;
    // Off the current call stack, so even the synchronous part of a send runs after the request's own work.
    if (!this.drainScheduled) {
      this.drainScheduled = true;
      setImmediate(() => {
        this.drainScheduled = false;
        this.drain();
      });
    }
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.runningTotal === 0 && this.queued === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private drain(): void {
    while (this.runningTotal < this.limits.total) {
      const next = this.nextRunnable();
      if (!next) return;
      this.start(next);
    }
  }

  /** The first job that may run, of the recipient served longest ago; that recipient goes to the back. */
  private nextRunnable(): PushJob | undefined {
    for (const [recipient, line] of this.lines) {
      if (this.count(`recipient:${recipient}`) >= this.limits.perRecipient) continue;
      const index = line.findIndex(
        (job) =>
          (job.service === undefined || this.count(`service:${job.service}`) < this.limits.perService) &&
          (job.device === undefined || this.count(`device:${job.device}`) < 1),
      );
      if (index < 0) continue;
      const [job] = line.splice(index, 1) as [PushJob];
      this.lines.delete(recipient);
      if (line.length > 0) this.lines.set(recipient, line);
      this.queued -= 1;
      return job;
    }
    return undefined;
  }

  private start(job: PushJob): void {
    const keys = [
      `recipient:${job.recipient}`,
      ...(job.service === undefined ? [] : [`service:${job.service}`]),
      ...(job.device === undefined ? [] : [`device:${job.device}`]),
    ];
    for (const key of keys) this.running.set(key, this.count(key) + 1);
    this.runningTotal += 1;
    Promise.resolve()
      .then(() => job.run())
      .catch(this.onError)
      .finally(() => {
        for (const key of keys) {
          const left = this.count(key) - 1;
          if (left > 0) this.running.set(key, left);
          else this.running.delete(key);
        }
        this.runningTotal -= 1;
        this.drain();
        if (this.runningTotal === 0 && this.queued === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          waiters.forEach((resolve) => resolve());
        }
      });
  }

  private count(key: string): number {
    return this.running.get(key) ?? 0;
  }
}
