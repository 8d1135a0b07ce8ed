import { catalogue, type Catalogue, type Namespace } from './catalogue.ts';

/** A fully qualified message key, e.g. `'checkout:itemAdded'`. */
export type MessageKey = {
  [N in Namespace]: `${N}:${Extract<keyof Catalogue[N], string>}`;
}[Namespace];

export type MessageParams = Record<string, string | number>;

/**
 * Looks a message up by `namespace:key` and fills `{name}` placeholders from params
 * (e.g. `t('common:minLength', { min: 3 })` gives 'Must be at least 3 characters').
 * An unknown key comes back as itself so a missing string is visible rather than blank.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const [namespace, name] = key.split(':') as [Namespace, string];
  const table = catalogue[namespace] as Record<string, string> | undefined;
  const template = table?.[name];
  if (template === undefined) return key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, param: string) => (param in params ? String(params[param]) : whole));
}
