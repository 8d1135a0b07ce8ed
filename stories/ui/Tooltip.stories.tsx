import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Tooltip } from '@venue/ui';
import { withThemeRoot } from './kit.tsx';

type Args = { content: string };

const meta: Meta<Args> = {
  decorators: [withThemeRoot],
  title: 'UI/Tooltip',
  args: { content: 'You have already booked this course' },
};
export default meta;
type Story = StoryObj<Args>;

/** Hover or Tab to the button: the tooltip shows and is its description (aria-describedby). */
export const OnADisabledButton: Story = {
  render: ({ content }) => (
    <>
      <div style={{ paddingTop: 60 }}>
        <Tooltip content={content}>
          {(props) => (
            <Button {...props} aria-disabled="true">
              Book
            </Button>
          )}
        </Tooltip>
      </div>
    </>
  ),
};

export const OnText: Story = {
  render: () => (
    <>
      <div style={{ paddingTop: 60 }}>
        <Tooltip content="reserved">Reserved place</Tooltip>
      </div>
    </>
  ),
};
