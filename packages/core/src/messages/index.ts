export { catalogue, LANGUAGE, NAMESPACES, type Catalogue, type Namespace } from './catalogue.ts';
// The common namespace alone (catalogue.common), so a view that needs only
// it does not fetch the other namespaces.
export { common as commonMessages } from './common.ts';
export { t, type MessageKey, type MessageParams } from './t.ts';
