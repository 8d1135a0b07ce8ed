import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Modal, TextField } from '@venue/ui';
import { useState } from 'react';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { startOpen: boolean };

function Demo({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal open={open} title="Confirm your details" onClose={() => setOpen(false)}>
        <TextField label="Email" type="email" required />
        <Button onClick={() => setOpen(false)} fullWidth>
          Save
        </Button>
      </Modal>
    </>
  );
}

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Modal',
  args: { startOpen: true },
  render: ({ startOpen }) => (
    <>
      <Demo startOpen={startOpen} />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

/** Focus moves into the dialog, Tab stays inside, Escape closes and focus returns to the button. */
export const Open: Story = {};
export const Closed: Story = { args: { startOpen: false } };
export const Hostile: Story = { ...themed('hostile') };
