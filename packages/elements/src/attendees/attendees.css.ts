import { style } from '@vanilla-extract/css';
import { elementRoot, pageTitle, panel } from '@venue/ui/styles';
import { theme } from '@venue/theme';

const c = theme.colour;

export const root = style([elementRoot, { display: 'flex', flexDirection: 'column', gap: '16px' }]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
});

export const card = style([panel, { display: 'flex', flexDirection: 'column', gap: '8px' }]);

export const name = style({ fontSize: '1.15rem', fontWeight: 700, margin: 0 });

export const muted = style({ color: c.mutedText, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const notice = style({
  borderLeft: `4px solid ${c.warning}`,
  background: '#FFF8EB',
  padding: '8px 12px',
  margin: 0,
  color: c.text,
});

export const ok = style({
  borderLeft: `4px solid ${c.success}`,
  background: '#EEF8F1',
  padding: '8px 12px',
  margin: 0,
  color: c.text,
});

export const title = style([pageTitle, { margin: 0 }]);
