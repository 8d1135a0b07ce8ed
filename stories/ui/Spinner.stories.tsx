import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@venue/ui';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { label: string; showLabel: boolean; size: 'small' | 'large' };

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Spinner',
  args: { label: 'Loading basket', showLabel: false, size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'large'] } },
  render: (props) => (
    <>
      <Spinner {...props} />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Large: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true, size: 'small' } };
export const Hostile: Story = { ...themed('hostile'), args: { showLabel: true } };
