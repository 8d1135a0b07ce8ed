import { style, styleVariants } from '@vanilla-extract/css';
import { LAYOUT, theme } from '@venue/theme';

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: 901,
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '100vw',
  boxSizing: 'border-box',
  background: theme.colour.surface,
  color: theme.colour.text,
  boxShadow: '0 0 40px rgba(0, 0, 0, 0.3)',
  outline: 'none',
});

export const side = styleVariants({
  right: { right: 0 },
  left: { left: 0 },
});

// Slide-over widths of flows §9, plus the 306 px mobile side drawer of flows §2.
export const width = styleVariants({
  306: { width: LAYOUT.drawerWidth },
  560: { width: LAYOUT.slideOverWidths.sm },
  640: { width: LAYOUT.slideOverWidths.md },
  720: { width: LAYOUT.slideOverWidths.lg },
});
