/**
 * `/embed/venue-kiosk.js`: the kiosk build for in-venue devices: the same elements, started in kiosk
 * mode (restricted mode and idle logout live in core's kiosk slice).
 */
import './internal/kioskEntry.ts';
import { defineAllElements } from './registry.ts';

void defineAllElements();
