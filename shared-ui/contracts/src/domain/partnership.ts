// Partnership rules (zod-free; contracts/partnership.ts holds the schemas).

/** Invite codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 6;

/**
 * Invite links (`<PUBLIC_URL>/invite/<token>`): 32 random bytes in base64url, 43 characters. 256 bits
 * cannot be guessed, so unlike the 6-character code the token is compared as written (case matters).
 */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether an accepted `inviteCode` is a link's token rather than a typed 6-character code. */
export function isInviteToken(value: string): boolean {
  return INVITE_TOKEN_PATTERN.test(value);
}

/**
 * What a person typed or pasted into the code field: a code as typed, or the token of a pasted invite link
 * (`https://…/invite/<token>`), so pasting the whole link works too.
 */
export function inviteCodeFromInput(input: string): string {
  const trimmed = input.trim();
  const match = /\/invite\/([A-Za-z0-9_-]{43})(?:[/?#]|$)/.exec(trimmed);
  return match?.[1] ?? trimmed;
}

/** Display name rule (docs/product.md › Entities): first + last name, else the e-mail's local part, else 'Partner'. */
export function partnerDisplayName(person: {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  email: string | null | undefined;
}): string {
  const first = person.firstName?.trim();
  if (first) {
    const last = person.lastName?.trim();
    return last ? `${first} ${last}` : first;
  }
  return person.email?.split('@')[0]?.trim() || 'Partner';
}

/** The two members of a partnership, as the other-party rule reads them (contracts/partnership.ts' Partnership has them). */
export interface PartnershipMembers {
  user1Id: string;
  user2Id: string;
  user1FirstName: string | null;
  user1LastName: string | null;
  user1Email: string | null;
  user2FirstName: string | null;
  user2LastName: string | null;
  user2Email: string | null;
}

/** The other member of a partnership, as seen by `userId`. */
export function otherPartner(partnership: PartnershipMembers, userId: string) {
  const isUser1 = partnership.user1Id === userId;
  return {
    id: isUser1 ? partnership.user2Id : partnership.user1Id,
    firstName: isUser1 ? partnership.user2FirstName : partnership.user1FirstName,
    lastName: isUser1 ? partnership.user2LastName : partnership.user1LastName,
    email: isUser1 ? partnership.user2Email : partnership.user1Email,
  };
}

/** Avatar initials of a display name: 'Sam Rivera' → 'SR', 'sam.lee' → 'S'. */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
