// Keys change case at the wire (flows §7): responses camelCased (toCamel.ts), requests snake_cased
// (toSnake.ts). Two modules so the API client can load snakecase-keys only when a request needs it
// (snakeOutgoing.ts): the elements' shared runtime carries camelcase-keys alone.
export { toCamel } from './toCamel.ts';
export { toSnake } from './toSnake.ts';
