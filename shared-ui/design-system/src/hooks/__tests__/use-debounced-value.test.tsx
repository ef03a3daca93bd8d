import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the first value at once, and a new one only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '1910' } });
    expect(result.current).toBe('1910');
    rerender({ value: '19103' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('1910');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('19103');
  });

  it('each change restarts the wait: typing without a pause never settles in between', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    for (const value of ['1', '19', '191', '1910']) {
      rerender({ value });
      act(() => jest.advanceTimersByTime(200));
      expect(result.current).toBe('');
    }
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('1910');
  });

  it('an unmount mid-wait leaves no timer behind', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
