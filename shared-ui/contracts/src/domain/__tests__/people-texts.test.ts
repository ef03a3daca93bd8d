import { joinNames, likedByNamesText, matchLeadText, memberFinishedText, noMatchLeadText } from '../session';

/** A pair keeps the spec's words; a group of 3–6 (the starter and 2–5 partners) is counted as a group. */
describe('texts that count the people of a session', () => {
  it("keeps the spec's words for a pair", () => {
    expect(matchLeadText(2)).toBe('You both liked this place.');
    expect(noMatchLeadText(2)).toBe("You didn't both like the same place this time.");
    expect(memberFinishedText(undefined)).toBe('Your partner finished swiping!');
    expect(memberFinishedText(null)).toBe('Your partner finished swiping!');
  });

  it.each([3, 4, 5, 6])('says "all" and how many for a group of %i', (count) => {
    expect(matchLeadText(count)).toBe(`All ${count} of you liked this place.`);
    expect(noMatchLeadText(count)).toBe("You didn't all like the same place this time.");
    expect(memberFinishedText({ memberName: 'Alex', memberCount: count })).toBe('Alex finished swiping!');
    expect(memberFinishedText({ memberName: null, memberCount: count })).toBe('Someone in your group finished swiping!');
    for (const text of [matchLeadText(count), noMatchLeadText(count), memberFinishedText({ memberName: 'Alex', memberCount: count })]) {
      expect(text).not.toMatch(/\bboth\b|your partner/i);
    }
  });

  it('names the likers as a list reads', () => {
    expect(joinNames(['Ana'])).toBe('Ana');
    expect(likedByNamesText(['Ana', 'Ben'])).toBe('Liked by Ana and Ben');
    expect(likedByNamesText(['Ana Lopez', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'])).toBe('Liked by Ana Lopez, Ben, Cy, Dee, Eve and Flo');
  });
});
