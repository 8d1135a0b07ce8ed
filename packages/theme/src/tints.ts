import { parseColour, toHex, validateTintFactor, type RgbTriplet } from './validate';

/**
 * The colour tint levels of flows §9: level 500 is the colour itself and the lower levels are the
 * colour at that percentage over white (400 is 80 %, ... 50 is 5 %); 600 darkens the colour by 0.8.
 */
export const TINT_LEVELS = { 50: 5, 100: 10, 200: 20, 300: 40, 400: 80, 500: 100 } as const;
export const DARKEN_600 = 0.8;

export type TintLevel = keyof typeof TINT_LEVELS | 600;
export const ALL_TINT_LEVELS: readonly TintLevel[] = [50, 100, 200, 300, 400, 500, 600];
export type TintScale = Record<TintLevel, string>;

function rgbOf(hex: string): RgbTriplet {
  const parsed = parseColour('colour', hex);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.rgb;
}

/** The colour mixed over white: factor 1 is the colour, 0 is white. */
export function tint(hex: string, factor: number): string {
  const valid = validateTintFactor('tint factor', factor);
  if (!valid.ok) throw new RangeError(valid.error.message);
  return toHex(rgbOf(hex).map((c) => 255 - (255 - c) * valid.factor) as unknown as RgbTriplet);
}

/** The colour with each channel multiplied by `factor` (0.8 for level 600). */
export function darken(hex: string, factor: number): string {
  const valid = validateTintFactor('darken factor', factor);
  if (!valid.ok) throw new RangeError(valid.error.message);
  return toHex(rgbOf(hex).map((c) => c * valid.factor) as unknown as RgbTriplet);
}

export function tintScale(hex: string): TintScale {
  const scale = {} as TintScale;
  for (const [level, percent] of Object.entries(TINT_LEVELS)) {
    scale[Number(level) as TintLevel] = tint(hex, percent / 100);
  }
  scale[600] = darken(hex, DARKEN_600);
  return scale;
}

/** WCAG 2 relative luminance of a valid colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as RgbTriplet;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_NORMAL_TEXT = 4.5;
