/**
 * `/embed/venue-kiosk.js`: the kiosk build for in-venue devices: the same elements, started in kiosk
 * mode (restricted mode and idle logout live in core's kiosk slice); tags load on first use as in embed.ts.
 */
import './internal/kioskEntry.ts';
import { defineOnFirstUse } from './internal/lazyDefine.ts';
import { ELEMENT_LOADERS } from './registry.ts';

defineOnFirstUse(ELEMENT_LOADERS);
