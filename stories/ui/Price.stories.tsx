import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from '@venue/ui';
import { withThemeRoot } from './kit.tsx';

type Args = { value: number; currency: string; zeroLabel?: string };

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Price',
  args: { value: 8500, currency: 'GBP' },
  argTypes: { currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] } },
  render: ({ value, currency, zeroLabel }) => (
    <>
      <Price money={{ value, currency }} zeroLabel={zeroLabel} />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Pounds: Story = {};
/** Symbols other than £ are followed by a space. */
export const Euros: Story = { args: { value: 1050, currency: 'EUR' } };
export const Free: Story = { args: { value: 0, zeroLabel: 'Free' } };
