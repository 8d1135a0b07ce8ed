import { style } from '@vanilla-extract/css';
import { elementRoot, pageTitle } from '@venue/ui/styles';
import { wrappingColumns } from '@venue/ui/columns';
import { theme } from '@venue/theme';

const c = theme.colour;
/** The basket screen switches below 575 px (flows §2; decision C1: max-width 575 px). */
const NARROW = 'screen and (max-width: 575px)';

export const root = elementRoot;

export const heading = style([pageTitle, { margin: '0 0 4px' }]);

export const headingMeta = style({ color: c.mutedText, margin: '0 0 16px' });

// The items beside the summary, or the summary under them (in an operator's sidebar it was 100 px). The room
// for the fixed bar stays the window's: the bar is fixed to the window.
export const layout = wrappingColumns([2, 1], { '@media': { [NARROW]: { paddingBottom: '88px' } } });

export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '12px' });

export const item = style({
  position: 'relative',
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '12px 16px',
  background: c.surface,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '4px 12px',
});

export const itemName = style({ fontWeight: 700, margin: 0, fontSize: '1.05rem' });

export const itemMeta = style({ color: c.mutedText, margin: 0 });

export const sessions = style({ color: c.mutedText, marginTop: '4px' });

export const sessionList = style({ margin: '4px 0 0', paddingLeft: '20px' });

export const itemActions = style({ gridColumn: '1 / -1', display: 'flex', gap: '8px', flexWrap: 'wrap' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  background: 'rgba(255, 255, 255, 0.85)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.layout.radius,
});

export const summary = style({
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '16px',
  background: c.surface,
});

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: '12px', padding: '4px 0' });

export const totalRow = style([
  summaryRow,
  { fontWeight: 700, borderTop: `1px solid ${c.border}`, marginTop: '4px', paddingTop: '8px' },
]);

export const wideOnly = style({ marginTop: '12px', '@media': { [NARROW]: { display: 'none' } } });

/** The narrow screen's two buttons, fixed at the bottom. */
export const narrowBar = style({
  display: 'none',
  '@media': {
    [NARROW]: {
      display: 'flex',
      gap: '8px',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      padding: '12px',
      background: c.surface,
      borderTop: `1px solid ${c.border}`,
      zIndex: 10,
    },
  },
});

export const barButton = style({ flex: '1 1 0' });

export const empty = style({ padding: '24px 0' });

export const errorText = style({ color: c.danger, fontWeight: 700 });

/** The discount code form under the summary (DiscountField.tsx). */
export const discount = style({ borderTop: `1px solid ${c.border}`, marginTop: '8px', paddingTop: '8px' });

export const discountRow = style({ display: 'flex', gap: '8px', alignItems: 'flex-start', flexWrap: 'wrap' });

/** Apply sits level with the input: below the field's label (15 px at line height 1.5, plus its 4 px gap). */
export const discountButton = style({ marginTop: '26px' });

export const discountInput = style({ flex: '1 1 140px', minWidth: 0 });

export const discountApplied = style({ margin: '0 0 4px' });

export const discountAmount = style([summaryRow, { color: c.success }]);
