import type { UserLink } from '@venue/core';

/** A person who may attend: the customer or someone linked to them. */
export interface AttendeeOption {
  id: number;
  name: string;
  /** 'You' for the customer; the link's relationship otherwise (parent of a child reads as "Your child"). */
  relation: string;
  self: boolean;
}

/** The people a customer may book for besides themself: their confirmed links (failed reads give none). */
export function linkedAttendees(links: readonly UserLink[]): AttendeeOption[] {
  return links
    .filter((l) => l.status === 'successful')
    .map((l) => ({
      id: l.referencedUser.id,
      name: l.referencedUser.name,
      relation: relationText(l.relationship),
      self: false,
    }));
}

/** "Your child" for a parent link (the customer is the child's parent), else the relationship as a word. */
export function relationText(relationship: string | null | undefined): string {
  switch (relationship) {
    case 'parent':
      return 'Your child';
    case 'partner':
      return 'Your partner';
    case 'sibling':
      return 'Your sibling';
    case 'carer':
      return 'You care for them';
    case 'employee':
      return 'Your employee';
    default:
      return 'Linked to you';
  }
}
