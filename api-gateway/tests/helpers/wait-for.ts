/**
 * The one way tests wait for something that happens asynchronously (another instance, a background job, a
 * process coming up): polls `check` every `everyMs` until it returns true (or a value), failing with `what`
 * after `timeoutMs`, instead of sleeping a fixed time and hoping.
 */
export async function waitFor<T>(what: string, check: () => Promise<T | false> | T | false, timeoutMs = 10_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
