/**
 * Theme input validation (flows §5): colours are hex with 3 or 6 digits, or an 'R G B' triplet with
 * each value 0 to 255; a tint factor is 0 to 1. Invalid input never breaks the page: the caller gets
 * a clear error naming the field and the default to use instead.
 */

export interface ThemeValidationError {
  field: string;
  value: unknown;
  message: string;
}

export type ColourResult = { ok: true; hex: string; rgb: RgbTriplet } | { ok: false; error: ThemeValidationError };

export type RgbTriplet = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const TRIPLET = /^(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})$/;

/** Parses a theme colour; answers the colour as upper-case `#RRGGBB` and as numbers. */
export function parseColour(field: string, value: unknown): ColourResult {
  const text = typeof value === 'string' ? value.trim() : '';
  const hex = HEX.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as RgbTriplet;
    return { ok: true, hex: toHex(rgb), rgb };
  }
  const triplet = TRIPLET.exec(text);
  if (triplet) {
    const rgb = [triplet[1], triplet[2], triplet[3]].map(Number) as unknown as RgbTriplet;
    if (rgb.every((n) => n >= 0 && n <= 255)) return { ok: true, hex: toHex(rgb), rgb };
  }
  return {
    ok: false,
    error: {
      field,
      value,
      message:
        `${field}: ${JSON.stringify(value)} is not a valid colour. ` +
        `Use hex with 3 or 6 digits (for example #8C59F8) or 'R G B' with each value 0 to 255 (for example '140 89 248').`,
    },
  };
}

/** Validates a colour and falls back to `fallback` (itself assumed valid) with the error reported. */
export function validateColour(
  field: string,
  value: unknown,
  fallback: string,
): { hex: string; error?: ThemeValidationError } {
  const parsed = parseColour(field, value);
  if (parsed.ok) return { hex: parsed.hex };
  const def = parseColour(field, fallback);
  const hex = def.ok ? def.hex : fallback;
  return { hex, error: { ...parsed.error, message: `${parsed.error.message} Using the default ${hex}.` } };
}

export type TintFactorResult = { ok: true; factor: number } | { ok: false; error: ThemeValidationError };

/** A tint factor is a number from 0 to 1 inclusive. */
export function validateTintFactor(field: string, value: unknown): TintFactorResult {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1) {
    return { ok: true, factor: value };
  }
  return {
    ok: false,
    error: { field, value, message: `${field}: tint factor ${JSON.stringify(value)} must be a number from 0 to 1.` },
  };
}

export function toHex(rgb: RgbTriplet): string {
  return (
    '#' +
    rgb
      .map((n) => Math.round(n).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}
