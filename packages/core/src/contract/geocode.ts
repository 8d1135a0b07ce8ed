import { z } from 'zod';

/** Server-side geocoding (flows §7, §9; G16): UK only (country gb), offline gazetteer. */
export const geocodeQuery = z
  .object({
    search: z.string().trim().max(255, 'Must be 255 characters or less').optional(),
    postcode: z
      .string()
      .trim()
      .refine((p) => {
        const n = p.replace(/\s+/g, '').length;
        return n >= 5 && n <= 7;
      }, 'A postcode is 5 to 7 characters')
      .optional(),
    country: z.literal('gb', { error: 'Only gb is supported' }).default('gb'),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => (q.search && q.search.length > 0) || q.postcode, {
    path: ['search'],
    message: 'This field is required',
  });
export type GeocodeQuery = z.infer<typeof geocodeQuery>;

export const geocodeResult = z.object({
  name: z.string(),
  type: z.enum(['town', 'postcode_area', 'postcode']),
  latitude: z.number(),
  longitude: z.number(),
  country: z.literal('gb'),
  region: z.string().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;
