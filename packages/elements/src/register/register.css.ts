import { style } from '@vanilla-extract/css';
import { ELEMENT_CONTAINER_RULE, elementAtLeast, theme } from '@venue/theme';
import { focusRing } from '@venue/ui/styles';

// Lays out by its own width: in an operator's 360 px sidebar the window's width set the fields two to a row.
export const page = style({
  ...ELEMENT_CONTAINER_RULE,
  maxWidth: '640px',
  marginInline: 'auto',
  // No inline padding of its own: the page's gutter is the inset, as for the other elements (an inset of
  // its own put the form 32 px in at 320 px, out of line with the breadcrumb and the other pages).
  padding: '24px 0',
  fontFamily: theme.font.body,
  color: theme.colour.text,
});

export const heading = style({
  margin: '0 0 8px',
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '32px',
  lineHeight: 1.1,
  textTransform: 'uppercase',
});

export const intro = style({ margin: '0 0 20px', fontSize: '15px', color: theme.colour.mutedText });

export const form = style({ display: 'flex', flexDirection: 'column', gap: '8px' });

export const section = style({
  margin: '0 0 12px',
  padding: '16px 0 0',
  border: 0,
  borderTop: `1px solid ${theme.colour.border}`,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: '8px',
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '20px',
  textTransform: 'uppercase',
});

export const sectionNote = style({ margin: '0 0 12px', fontSize: '14px', color: theme.colour.mutedText });

/** One column on phones; two from 576 px (decision C1), each field keeping its own error under it. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: '16px',
  '@container': { [elementAtLeast(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@container': { [elementAtLeast(576)]: { gridColumn: '1 / -1' } } });

export const alert = style({
  margin: '0 0 16px',
  padding: '10px 12px',
  borderLeft: `5px solid ${theme.colour.danger}`,
  background: '#FDECEA',
  color: theme.colour.danger,
  fontWeight: 700,
});

export const confirmation = style({
  margin: '0 0 16px',
  padding: '10px 12px',
  borderLeft: `5px solid ${theme.colour.success}`,
  background: '#E9F6EE',
  color: theme.colour.text,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '12px', marginTop: '4px' });

export const login = style({ margin: '16px 0 0', fontSize: '15px' });

export const link = style([
  focusRing,
  { color: theme.colour.primaryText, fontWeight: 700, display: 'inline-block', padding: '12px 0', borderRadius: '2px' },
]);
