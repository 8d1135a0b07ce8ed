import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';
import { focusRing, resetButton } from '@venue/ui/styles';

export const page = style({
  maxWidth: '440px',
  marginInline: 'auto',
  // No inline padding of its own: the page's gutter is the inset, as for the other elements (an inset of
  // its own put the form 32 px in at 320 px, out of line with the breadcrumb and the other pages).
  padding: '24px 0',
  fontFamily: theme.font.body,
});

export const heading = style({
  margin: '0 0 16px',
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '32px',
  lineHeight: 1.1,
  textTransform: 'uppercase',
  color: theme.colour.text,
});

export const form = style({ display: 'flex', flexDirection: 'column' });

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

export const linkButton = style([
  resetButton,
  focusRing,
  {
    alignSelf: 'flex-start',
    minHeight: '44px',
    padding: '0 2px',
    color: theme.colour.primaryText,
    textDecoration: 'underline',
    fontSize: '15px',
    borderRadius: '2px',
  },
]);

export const register = style({ margin: '16px 0 0', fontSize: '15px', color: theme.colour.text });

export const link = style([
  focusRing,
  { color: theme.colour.primaryText, fontWeight: 700, display: 'inline-block', padding: '12px 0', borderRadius: '2px' },
]);
