import { useEffect, useState } from 'react';
import { endpoints } from '@venue/core';
import type { Choice } from './ChoiceTiles.tsx';
import { everyChoice, venueChoices } from './venueOffer.ts';

/** The venue's tiles once its categories are read (undefined until then), every kind if they cannot be. */
export function useVenueChoices(venueSlug: string): Choice[] | undefined {
  const [choices, setChoices] = useState<{ venue: string; list: Choice[] }>();
  useEffect(() => {
    let live = true;
    const show = (list: Choice[]) => live && setChoices({ venue: venueSlug, list });
    endpoints.listVenueCategories(venueSlug).then(
      (answer) => show(answer.ok ? venueChoices(venueSlug, answer.data) : everyChoice(venueSlug)),
      () => show(everyChoice(venueSlug)),
    );
    return () => {
      live = false;
    };
  }, [venueSlug]);
  return choices?.venue === venueSlug ? choices.list : undefined;
}
