import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb, type Crumb } from '@venue/ui';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { embedded: boolean; trail: Crumb[] };

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Breadcrumb',
  args: { embedded: false, trail: [{ title: 'Shopping basket', href: '/basket' }, { title: 'Checkout' }] },
  render: (props) => (
    <>
      <Breadcrumb {...props} />
      {props.embedded ? <p>(Embedded: the breadcrumb is hidden.)</p> : null}
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Checkout: Story = {};
export const SignUp: Story = { args: { trail: [{ title: 'Sign up' }] } };
export const BookACourse: Story = { args: { trail: [{ title: 'Book a course' }] } };
export const Embedded: Story = { args: { embedded: true } };
export const Hostile: Story = { ...themed('hostile') };
