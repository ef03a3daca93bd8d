/**
 * Devices whose push service did not answer in time (or refused the connection): each is left alone for a
 * while — 30 s after the first miss, doubling up to an hour — and pushes for it meanwhile are dropped rather
 * than sent to wait out the deadline again. Any answer clears it. Kept per process and bounded (the device
 * missed longest ago is forgotten first): it spares this process's slots, it is not a record of the device.
 */
export class DeviceBackoff {
  private readonly misses = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly firstMs = 30_000,
    private readonly maxMs = 60 * 60_000,
    private readonly maxDevices = 10_000,
  ) {}

  /** True while `device` is being left alone. */
  waiting(device: string): boolean {
    const miss = this.misses.get(device);
    return miss !== undefined && miss.until > this.now();
  }

  missed(device: string): void {
    const count = (this.misses.get(device)?.count ?? 0) + 1;
    this.misses.delete(device);
    this.misses.set(device, { count, until: this.now() + Math.min(this.maxMs, this.firstMs * 2 ** (count - 1)) });
    if (this.misses.size > this.maxDevices) this.misses.delete(this.misses.keys().next().value as string);
  }

  answered(device: string): void {
    this.misses.delete(device);
  }
}
