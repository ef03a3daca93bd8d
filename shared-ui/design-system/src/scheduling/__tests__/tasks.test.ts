import { nextTask, whenIdle, yieldToBrowser } from '../tasks';

describe('tasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('nextTask runs the work in a task of its own, and its cancel stops it', () => {
    const ran = jest.fn();
    nextTask(ran);
    expect(ran).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer();
    expect(ran).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    nextTask(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('yieldToBrowser resolves only once the current task has ended', async () => {
    let resolved = false;
    const yielded = yieldToBrowser().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersToNextTimer();
    await yielded;
    expect(resolved).toBe(true);
  });

  it('whenIdle asks the browser for an idle moment with the deadline, and cancels through it', () => {
    const requestIdleCallback = jest.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const task = jest.fn();
    const cancel = whenIdle(task, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari) whenIdle runs after a timer, at most a second, still cancellable', () => {
    const task = jest.fn();
    whenIdle(task, 5000);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const soon = jest.fn();
    whenIdle(soon, 200);
    jest.advanceTimersByTime(200);
    expect(soon).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
