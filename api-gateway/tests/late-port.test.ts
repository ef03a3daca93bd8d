import { LatePort } from '../src/late-port';

describe('LatePort', () => {
  it('answers what was provided, to readers created before it was', () => {
    const port = new LatePort<{ memberIds(id: string): string[] }>('session members');
    const membersOf = (id: string) => port.get().memberIds(id);
    port.provide({ memberIds: (id) => [`member of ${id}`] });
    expect(membersOf('s1')).toEqual(['member of s1']);
  });

  it('names the port when it is read before app.ts provided it', () => {
    expect(() => new LatePort<object>('user stats').get()).toThrow('The user stats port is used before app.ts provided it');
  });

  it('refuses a second implementation', () => {
    const port = new LatePort<object>('user stats');
    port.provide({});
    expect(() => port.provide({})).toThrow('The user stats port is already provided');
  });
});
