import { z } from 'zod';

export const fontStyles = ['garage_gothic', 'lato', 'open_sans', 'roboto'] as const;
export const fontStyle = z.enum(fontStyles);
export const secondaryButtonStyles = ['solid', 'outline'] as const;

/** Hex with 3 or 6 digits, or an 'R G B' triplet of 0..255 (flows §5). */
export const themeColour = z.string().refine((v) => {
  if (/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v)) return true;
  const parts = v.trim().split(/\s+/);
  return parts.length === 3 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}, 'Must be a hex colour (#abc or #aabbcc) or an R G B triplet');

/** `GET /api/frontend/theme[?venue=slug]` (flows §3). Colours may be null where the client falls back to shades. */
export const theme = z.object({
  theme_app_primary_colour: themeColour,
  theme_app_secondary_colour1: themeColour,
  theme_app_secondary_colour2: themeColour.nullable(),
  theme_app_header_bg_colour: themeColour,
  theme_app_dark_bg_colour: themeColour.nullable(),
  header_primary_colour: themeColour.nullable(),
  theme_app_logo: z.string().nullable(),
  theme_app_body_font_style: fontStyle,
  theme_app_heading_font_style: fontStyle,
  theme_app_secondary_button_style: z.enum(secondaryButtonStyles),
});
export type Theme = z.infer<typeof theme>;

export const themeQuery = z.object({ venue: z.string().max(255).optional() });
