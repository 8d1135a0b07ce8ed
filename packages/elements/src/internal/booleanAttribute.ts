/**
 * A boolean attribute as HTML authors write it. r2wc reads booleans as /^[ty1-9]/i and skips empty
 * values, so a bare `online-joining` would never count; here presence alone (`""` or the attribute's
 * own name, the XHTML spelling) means true, an explicit value keeps r2wc's reading ("false" and "0"
 * stay false), and no attribute at all is `undefined`, so the view falls back to its default.
 */
export function parseBooleanAttribute(name: string, value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (text === '' || text.toLowerCase() === name.toLowerCase()) return true;
  return /^[ty1-9]/i.test(text);
}
