import type { Meta, StoryObj } from '@storybook/react-vite';
import { ELEMENT_CONTAINER_RULE } from '@venue/theme';
import { DateStrip } from '@venue/ui';
import { useState } from 'react';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { start: string; min?: string };

function Demo({ start, min }: { start: string; min?: string }) {
  const [value, setValue] = useState(start);
  // The strip lays out by the width of the element it is in (`<activity-booking>`'s root is that container).
  return (
    <div style={ELEMENT_CONTAINER_RULE}>
      <DateStrip value={value} min={min} onChange={setValue} />
      <p>Selected: {value}</p>
    </div>
  );
}

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/DateStrip',
  args: { start: '2026-11-25' },
  render: ({ start, min }) => (
    <>
      <Demo start={start} min={min} />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

/** Weeks start on Monday; arrow keys move a day, Home/End jump to Monday/Sunday, PageUp/PageDown a week. */
export const Week: Story = {};
export const WithMinimumDate: Story = { args: { start: '2026-11-25', min: '2026-11-24' } };
export const Hilltop: Story = { ...themed('hilltop') };
