import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineVenueElement } from '@venue/elements';
import { ElementErrorBoundary } from '@venue/elements';
import { useVenueEvents } from '@venue/elements';
import { createElement, useState } from 'react';
import * as css from './element-factory.css.ts';

/** A tiny view showing what every element gets from the factory: theme, shared styles, venue:* events. */
function FactoryDemo({ venueName = 'Riverside Leisure Centre' }: { venueName?: string }) {
  const { emit } = useVenueEvents();
  const [sent, setSent] = useState(0);
  return (
    <section className={css.card}>
      <h2 className={css.heading}>{venueName}</h2>
      <p>Styles come from one shared sheet; colours and fonts from the page's theme variables.</p>
      <button
        type="button"
        className={css.button}
        onClick={() => {
          emit('basket-change', { itemCount: sent + 1 });
          setSent(sent + 1);
        }}
      >
        {`Send venue:basket-change (${sent})`}
      </button>
    </section>
  );
}

function Broken(): never {
  throw new Error('This view fails on purpose');
}

defineVenueElement('venue-factory-demo', FactoryDemo, { venueName: 'string' });

const meta = {
  title: 'Platform/Element factory',
  component: FactoryDemo,
  args: { venueName: 'Riverside Leisure Centre' },
} satisfies Meta<typeof FactoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The React view inside a shadow root with the adopted sheet (the decorator), as in its element. */
export const AsAView: Story = {};

/** The same view registered with defineVenueElement and used as `<venue-factory-demo venue-name="...">`. */
export const AsACustomElement: Story = {
  parameters: { shadowRoot: false },
  render: ({ venueName }) => createElement('venue-factory-demo', { 'venue-name': venueName }),
};

/** A view that throws shows the generic error text instead of a blank box. */
export const WhenTheViewFails: Story = {
  render: () => (
    <ElementErrorBoundary tag="venue-factory-demo">
      <Broken />
    </ElementErrorBoundary>
  ),
};
