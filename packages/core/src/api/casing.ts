// Keys change case at the wire (flows §7): responses camelCased (toCamel.ts), requests snake_cased
// (toSnake.ts). Two modules so the API client can load toSnake only when a request needs it
// (snakeOutgoing.ts). toCamel applies camelcase-keys' rule and toSnake snakecase-keys' in a few lines;
// both libraries are their test oracles (casing.test.ts, toSnake.test.ts) and camelcase-keys gives the
// view types their names (domain/contract-views.ts), so no page carries either converter library.
export { toCamel } from './toCamel.ts';
export { toSnake } from './toSnake.ts';
