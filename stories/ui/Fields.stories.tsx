import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, Select, TextArea, TextField } from '@venue/ui';
import { themed, withThemeRoot } from './kit.tsx';

type Args = { withErrors: boolean };

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Form fields',
  args: { withErrors: false },
  render: ({ withErrors }) => (
    <>
      <div style={{ maxWidth: 420 }}>
        <TextField label="First name" required error={withErrors ? 'This field is required' : undefined} />
        <TextField
          label="Postcode"
          hint="5 to 7 characters"
          error={withErrors ? 'Must be at least 5 characters' : undefined}
        />
        <Select
          label="Swimming ability"
          required
          placeholder="Please select"
          options={[
            { value: 'non-swimmer', label: 'Non-swimmer' },
            { value: '10m', label: 'Can swim 10 m' },
            { value: '25m', label: 'Can swim 25 m' },
          ]}
          error={withErrors ? 'Required' : undefined}
        />
        <TextArea label="Medical information" error={withErrors ? 'Must be 255 characters or less' : undefined} />
        <Checkbox label="I agree to the waiver terms" required error={withErrors ? 'Required' : undefined} />
      </div>
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = {};
/** The generic messages, each linked to its control by aria-describedby. */
export const WithErrors: Story = { args: { withErrors: true } };
export const Hostile: Story = { ...themed('hostile'), args: { withErrors: true } };
