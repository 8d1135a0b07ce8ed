import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastList, type ToastView } from '@venue/ui';
import { useState } from 'react';
import { themed, withThemeRoot } from './kit.tsx';

type Args = Record<string, unknown>;

const TOASTS: ToastView[] = [
  { id: 1, type: 'success', message: 'Successfully added item to the basket.', duration: 0 },
  { id: 2, type: 'info', message: 'Credit successfully applied.', duration: 0 },
  { id: 3, type: 'warning', message: 'This course has already started', duration: 0 },
  { id: 4, type: 'danger', title: 'Error', message: 'Something went wrong, please try again.', duration: 0 },
  {
    id: 5,
    type: 'danger',
    title: 'Validation errors',
    message: 'Validation errors',
    items: ['The email field is required.', 'The password must be at least 8 characters.'],
    duration: 0,
  },
];

function Live({ toasts }: { toasts: ToastView[] }) {
  const [list, setList] = useState(toasts);
  return <ToastList toasts={list} onDismiss={(id) => setList((l) => l.filter((t) => t.id !== id))} />;
}

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/ToastList',
};
export default meta;
type Story = StoryObj<Args>;

/** Danger, info, success and warning, plus the 'Validation errors' list; these stay until dismissed. */
export const AllTypes: Story = {
  render: () => (
    <>
      <Live toasts={TOASTS} />
    </>
  ),
};

/** The default: each toast closes itself after 5000 ms. */
export const AutoDismiss: Story = {
  render: () => (
    <>
      <Live toasts={[{ id: 1, type: 'success', message: 'Successfully removed item from the basket.' }]} />
    </>
  ),
};

export const Hostile: Story = { ...AllTypes, ...themed('hostile') };
