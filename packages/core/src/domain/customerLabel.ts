/** A customer as front of house lists them. */
export interface CustomerSummary {
  id: number;
  name: string;
  reference: string;
  email: string | null;
  dateOfBirth: string | null;
}

/** How a customer reads in a list: name, then e-mail and reference when known. */
export function customerLabel(c: Pick<CustomerSummary, 'name' | 'email' | 'reference'>): string {
  const extra = [c.email, c.reference].filter(Boolean).join(', ');
  return `${c.name}${extra ? ` (${extra})` : ''}`;
}
