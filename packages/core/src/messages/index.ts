export { catalogue, LANGUAGE, NAMESPACES, type Catalogue, type Namespace } from './catalogue.ts';
export { t, type MessageKey, type MessageParams } from './t.ts';
