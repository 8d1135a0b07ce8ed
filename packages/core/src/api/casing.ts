// Keys change case at the wire (flows §7): responses camelCased (toCamel.ts), requests snake_cased
// (toSnake.ts). Two modules so the API client can load snakecase-keys only when a request needs it
// (snakeOutgoing.ts). toCamel applies camelcase-keys' rule in a few lines (the wire's keys are ASCII
// snake_case); camelcase-keys itself is its test oracle (casing.test.ts) and gives the view types their
// names (domain/contract-views.ts), so the shared runtime carries neither converter library.
export { toCamel } from './toCamel.ts';
export { toSnake } from './toSnake.ts';
