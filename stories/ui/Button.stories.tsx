import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '@venue/ui';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { label: string };

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Button',
  args: { label: 'Book now' },
};
export default meta;
type Story = StoryObj<Args>;

const row = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Variants: Story = {
  render: ({ label }) => (
    <>
      <div style={row}>
        <Button>{label}</Button>
        <Button variant="secondary">Secondary (theme style)</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="text">Text</Button>
        <ButtonLink href="#basket">A link that looks like a button</ButtonLink>
      </div>
    </>
  ),
};

export const Loading: Story = {
  render: () => (
    <>
      <div style={row}>
        <Button loading loadingLabel="Logging in">
          Log in
        </Button>
        <Button variant="secondary" loading>
          Saving
        </Button>
      </div>
    </>
  ),
};

export const Disabled: Story = {
  render: () => (
    <>
      <div style={row}>
        <Button disabled>Book now</Button>
        <Button variant="secondary" aria-disabled="true">
          Already booked
        </Button>
      </div>
    </>
  ),
};

/** themeAppSecondaryButtonStyle: outline (the hostile theme also uses it). */
export const Hilltop: Story = { ...Variants, ...themed('hilltop') };
export const Hostile: Story = { ...Variants, ...themed('hostile') };
