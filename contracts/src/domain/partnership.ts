// Partnership rules (zod-free; contracts/partnership.ts holds the schemas).

/** Invite codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 6;

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
