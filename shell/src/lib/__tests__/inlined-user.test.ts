import { readInlinedUser } from '../inlined-user';

function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Forkcast');
  if (block !== null) doc.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="forkcast-user">${block}</script>`);
  return doc;
}

describe('readInlinedUser', () => {
  it('reads the signed-in user, and null from a page served signed out (the app then asks no one)', () => {
    expect(readInlinedUser(page('{"id":"u1","firstName":"\\u003cOlive>"}'))).toEqual({ id: 'u1', firstName: '<Olive>' });
    expect(readInlinedUser(page('null'))).toBeNull();
  });

  it('says nothing (undefined) when the page does not say or cannot be read: the app asks the server', () => {
    expect(readInlinedUser(page(null))).toBeUndefined();
    expect(readInlinedUser(page('{"id":'))).toBeUndefined();
  });
});
