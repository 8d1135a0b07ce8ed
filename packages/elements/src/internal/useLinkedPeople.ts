import { endpoints, type UserLink } from '@venue/core';
import { useEffect, useState } from 'react';

/**
 * The people a customer may book a course or camp for besides themselves: their confirmed family and
 * friends (user links with status successful). Empty for a guest (null id) or when the list cannot be read.
 */
export function useLinkedPeople(customerId: number | null): UserLink[] {
  const [links, setLinks] = useState<UserLink[]>([]);
  useEffect(() => {
    let live = true;
    setLinks([]);
    if (customerId === null) return;
    endpoints
      .listUserLinks(customerId)
      .then((r) => live && r.ok && setLinks((r.data ?? []).filter((l) => l.status === 'successful')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customerId]);
  return links;
}
