import { liveConnectionClosed, liveConnectionDropped, liveConnectionOpened, liveEventActions } from '../live-actions';
import { liveSlice, type LiveState } from '../live-slice';

const reduce = (actions: { type: string }[], from?: LiveState) => actions.reduce(liveSlice.reducer, from ?? liveSlice.getInitialState());
const ME = 'u1';

describe('live slice: the connection status', () => {
  it('closed → connecting (for the room asked) → live with the socket id the server acknowledged', () => {
    expect(liveSlice.getInitialState()).toEqual({ status: 'closed', sessionId: null, socketId: null });
    const connecting = reduce([liveConnectionOpened({ userId: ME, sessionId: 's1' })]);
    expect(connecting).toEqual({ status: 'connecting', sessionId: 's1', socketId: null });
    expect(reduce([liveEventActions.registered({ userId: ME, sessionId: 's1', socketId: 'sock-1' })], connecting)).toEqual({
      status: 'live',
      sessionId: 's1',
      socketId: 'sock-1',
    });
  });

  it('a re-register (another room, same socket) keeps the socket id until the server answers', () => {
    const live = reduce([liveConnectionOpened({ userId: ME }), liveEventActions.registered({ userId: ME, socketId: 'sock-1' })]);
    const moving = reduce([liveConnectionOpened({ userId: ME, sessionId: 's2' })], live);
    expect(moving).toEqual({ status: 'connecting', sessionId: 's2', socketId: 'sock-1' });
  });

  it('a drop forgets the socket id (the next socket has another) and says reconnecting, unless closed', () => {
    const live = reduce([liveConnectionOpened({ userId: ME }), liveEventActions.registered({ userId: ME, socketId: 'sock-1' })]);
    expect(reduce([liveConnectionDropped()], live)).toEqual({ status: 'reconnecting', sessionId: null, socketId: null });
    expect(reduce([liveConnectionDropped()])).toEqual({ status: 'closed', sessionId: null, socketId: null });
  });

  it('an error from the server is a refusal; closing resets everything', () => {
    const refused = reduce([liveConnectionOpened({ userId: ME }), liveEventActions.error({ message: 'Invalid register message' })]);
    expect(refused.status).toBe('refused');
    expect(reduce([liveConnectionClosed()], refused)).toEqual(liveSlice.getInitialState());
  });

  it('a registered without a socket id (an older server) leaves none', () => {
    const state = reduce([liveConnectionOpened({ userId: ME }), liveEventActions.registered({ userId: ME } as never)]);
    expect(state).toMatchObject({ status: 'live', socketId: null });
  });
});
