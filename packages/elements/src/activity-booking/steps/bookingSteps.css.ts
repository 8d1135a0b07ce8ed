import { style } from '@vanilla-extract/css';
import { panel } from '@venue/ui/styles';
import { theme } from '@venue/theme';

const c = theme.colour;

export const panel_ = style([panel, { display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'stretch' }]);
export { panel_ as panel };

export const title = style({ fontSize: '1.25rem', fontWeight: 700, margin: 0, outline: 'none' });

export const summary = style({ color: c.mutedText, margin: 0 });

export const step = style({ display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'flex-start' });

export const fieldset = style({
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '12px',
  margin: 0,
});

export const legend = style({ fontWeight: 700, padding: '0 4px' });

export const choice = style({
  display: 'flex',
  gap: '8px',
  alignItems: 'center',
  minHeight: '44px',
  cursor: 'pointer',
});

export const muted = style({ color: c.mutedText });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' });

export const notice = style({
  borderLeft: `4px solid ${c.warning}`,
  background: '#FFF8EB',
  padding: '8px 12px',
  margin: 0,
  color: c.text,
});

export const error = style({ color: c.danger, fontWeight: 700, margin: 0 });

export const success = style({
  borderLeft: `4px solid ${c.success}`,
  background: '#EEF8F1',
  padding: '12px 16px',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

// The radio buttons' look is the fields' own.
export { radioInput } from '@venue/ui/styles';
