import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, SlideOver, type SlideOverWidth } from '@venue/ui';
import { useState } from 'react';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { width: SlideOverWidth; side: 'left' | 'right' };

function Demo({ width, side }: { width: SlideOverWidth; side: 'left' | 'right' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open slide-over</Button>
      <SlideOver open={open} width={width} side={side} title="Review Selection" onClose={() => setOpen(false)}>
        <p>{width} px wide. Escape or the close button closes it; focus returns to the button.</p>
        <Button onClick={() => setOpen(false)}>Done</Button>
      </SlideOver>
    </>
  );
}

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/SlideOver',
  args: { width: 560, side: 'right' },
  argTypes: {
    width: { control: 'inline-radio', options: [306, 560, 640, 720] },
    side: { control: 'inline-radio', options: ['left', 'right'] },
  },
  render: ({ width, side }) => (
    <>
      <Demo width={width} side={side} />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Width560: Story = {};
export const Width640: Story = { args: { width: 640 } };
export const Width720: Story = { args: { width: 720 } };
export const Hilltop: Story = { ...themed('hilltop') };
