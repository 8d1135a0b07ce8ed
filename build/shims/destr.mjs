// `destr` in the embed bundles: ofetch's default body parser, used only when a call names no
// parseResponse. The API client always names its own (parseBody: JSON.parse, else the text), so this is
// that, without destr's scans for prototype keys and literal words (toCamel drops `__proto__` keys).
export default function destr(text) {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
