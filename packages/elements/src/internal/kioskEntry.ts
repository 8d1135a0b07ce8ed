import { kioskSlice } from '@venue/core';
import { ensureKioskIdle } from './kiosk-idle/define.ts';
import { startEmbed } from './startEmbed.ts';
import { showToastsOnFirstToast } from './toasts/onFirstToast.ts';

// Only kiosk.ts imports this module (see embedEntry.ts for why that matters).
void startEmbed({ bundle: 'venue-kiosk', bundleUrl: import.meta.url, kiosk: kioskSlice });
showToastsOnFirstToast();
ensureKioskIdle();
