// Entry of dist/react/elements.js (React hosts: react and react-dom stay external, so the page
// ships one React): the public API plus every element registered.
export * from '../index.ts';
export { ensureToastViewport, TOASTS_TAG } from './toasts/define.ts';
export { defineAllElements, ELEMENT_LOADERS, ELEMENT_TAGS, type ElementTag } from '../registry.ts';
import { defineAllElements } from '../registry.ts';

void defineAllElements();
