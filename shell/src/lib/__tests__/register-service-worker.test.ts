import { registerServiceWorker } from '../register-service-worker';

/*
 * An app page requests its scripts after its first paint, so the page can have fired `load` before the app
 * runs at all. Waiting for a load event that already happened left the page without its service worker
 * (and so without offline reloads).
 */
describe('registerServiceWorker', () => {
  const env = process.env.NODE_ENV;
  let register: jest.Mock;

  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    register = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
    jest.restoreAllMocks();
  });

  it('registers at once on a page that has already loaded', () => {
    expect(document.readyState).toBe('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the load event on a page still loading', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
