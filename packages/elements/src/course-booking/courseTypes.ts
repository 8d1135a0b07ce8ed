import type { MoneyWire, TimeValue } from '@venue/core';

// The course schedule as the client reads it (contracts §3, camelCased by the API client).

export type BookableActionName = 'book' | 'cancel_booking' | 'cancel_reservation' | 'join_waitlist' | 'leave_waitlist' | 'none';

export interface BookableAction {
  action: BookableActionName;
  message: string | null;
}

export interface RestrictionRef {
  id: string;
  name: string;
  type: string;
}

export interface CourseOccurrence {
  id: string;
  /** The session's name (the server sends `name`; some shapes call it `template_name`). */
  name?: string | null;
  templateName?: string | null;
  startsAt: TimeValue;
  endsAt: TimeValue;
  price?: MoneyWire | null;
  locationName?: string | null;
  restrictions?: { prePurchaseWaiver: RestrictionRef | null; prePurchaseInduction?: RestrictionRef | null } | null;
}

export const QUESTION_TYPES = ['text', 'long_text', 'number', 'select', 'multi_select', 'date', 'checkbox', 'group'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface CustomQuestion {
  id: number;
  question: string;
  type: QuestionType;
  options: { id: number | string; value: string }[];
  required: boolean;
  position: number;
  /** A group holds its own questions (contracts lists `group` as a type without its shape). */
  questions?: CustomQuestion[];
}

export interface CustomQuestionSection {
  title: string;
  description: string | null;
  position: number;
  questions: CustomQuestion[];
}

export interface Course {
  id: string;
  slug?: string;
  name: string;
  description: string | null;
  durationInWeeks: number | null;
  category: { id: string; name: string; slug: string; bookingType: string | null };
  venue: { id: string | number; name: string; slug?: string };
  startsAt: TimeValue;
  endsAt: TimeValue;
  instructors: Array<string | { name: string }>;
  price: MoneyWire | null;
  proRataPrice: MoneyWire | null;
  capacity: { available: number; consumed: number; maximum: number };
  allowCustomerBookCourseAfterStart: boolean;
  occurrences: CourseOccurrence[];
  bookableAction: BookableAction;
  customQuestionSections: CustomQuestionSection[];
}

/** A waiver or induction (contracts §3 Restriction); `terms` is HTML. */
export interface Restriction {
  id: string;
  name: string;
  type: string;
  terms: string | null;
}
