import { startEmbed } from './startEmbed.ts';
import { showToastsOnFirstToast } from './toasts/onFirstToast.ts';

// Only embed.ts imports this module, so rollup keeps it in the entry chunk and import.meta.url is
// the bundle's own address (inside a shared chunk it would name the chunk).
void startEmbed({ bundle: 'venue-elements', bundleUrl: import.meta.url });
showToastsOnFirstToast();
