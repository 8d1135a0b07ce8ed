import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';
import { focusRing } from '../internal/shared.css';

export const trigger = style([focusRing, { display: 'inline-flex', borderRadius: theme.layout.radius }]);

export const tooltip = style({
  zIndex: 950,
  maxWidth: '260px',
  padding: '6px 10px',
  borderRadius: '4px',
  background: '#1F2024',
  color: '#FFFFFF',
  fontFamily: theme.font.body,
  fontSize: '14px',
  lineHeight: 1.4,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
  pointerEvents: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});
