import { ensureKioskIdle } from './kiosk-idle/define.ts';
import { startEmbed } from './startEmbed.ts';
import { ensureToastViewport } from './toasts/define.ts';

// Only kiosk.ts imports this module (see embedEntry.ts for why that matters).
void startEmbed({ bundle: 'venue-kiosk', bundleUrl: import.meta.url, kiosk: true });
ensureToastViewport();
ensureKioskIdle();
