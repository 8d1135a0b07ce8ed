// Entry of dist/react/elements.js (React hosts: react and react-dom stay external, so the page
// ships one React): the public API plus every element registered.
export * from '../index.ts';
export { ensureToastViewport, TOASTS_TAG } from './toasts/define.ts';
import 'virtual:venue-element-defines';
