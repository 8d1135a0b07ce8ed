import { keyframes, style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  color: 'inherit',
});

export const ring = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const large = style({ width: '2.5em', height: '2.5em', color: theme.colour.primaryText });
