import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { Modal } from './Modal';
import { AddressModalExample, type AddressModalExampleProps } from './ModalExamples/AddressModalExample';
import * as examples from './ModalExamples/ModalExamples.css';
import { ModalMatrix } from './ModalExamples/ModalMatrix';
import { OrderSummaryExample } from './ModalExamples/OrderSummaryExample';
import { ProductDetailsExample } from './ModalExamples/ProductDetailsExample';

/** One story per size and behaviour, plus `All` for visual checks. */
const meta = {
  title: 'Components/Modal/Features',
  // The stories drive the whole 'Add New Address' flow: trigger, Modal, Dialog and form.
  component: AddressModalExample,
  tags: ['!autodocs'],
} satisfies Meta<typeof AddressModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog with no fields: a message and one way out. */
function DeliveryInfoModal({ onSave: _onSave, hasCloseButton: _hasClose, defaultOpen: _open, ...args }: AddressModalExampleProps) {
  return (
    <DialogTrigger>
      <Button variant="ghost">Delivery information</Button>
      <Modal size="sm" {...args}>
        <Dialog title="Delivery information" footer={<Button slot="close">Got it</Button>}>
          <p className={examples.text}>
            Orders are packed within one working day and delivered across India in 3–7 days. You will get a
            tracking link by email.
          </p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function byName(name: string) {
  return within(document.body).getByRole('button', { name });
}

/** The same flow by keyboard: Enter opens with focus in the first field; Escape closes and focus returns, with its ring. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New Address' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible');
  },
};

/**
 * With no field inside, focus lands on the dialog itself, so a screen reader
 * reads its title and text. The ✕ (named "Close") closes it; focus returns to the trigger.
 */
export const FocusLandsOnDialog: Story = {
  render: (args) => <DeliveryInfoModal {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery information' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Delivery information' });
    await waitFor(() => expect(dialog).toHaveFocus());

    // Tab goes to the first control inside, never back to the page.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Focus is trapped: Tab from the last control wraps to the first. Submitting the form saves and closes. */
export const FocusTrapAndSubmit: Story = {
  args: { onSave: fn() },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New Address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    const fields = within(dialog).getAllByRole('textbox');
    await waitFor(() => expect(fields[0]).toHaveFocus());

    // Tab through every stop (fields, Cancel, Save, round to the ✕): focus never leaves and comes back to the first field.
    const visited = new Set<Element>();
    for (let i = 0; i < 20 && !(i > 0 && document.activeElement === fields[0]); i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
      if (document.activeElement) visited.add(document.activeElement);
    }
    await expect(fields[0]).toHaveFocus();
    await expect(visited).toContain(within(dialog).getByRole('button', { name: 'Save Address' }));
    await expect(visited).toContain(within(dialog).getByRole('button', { name: 'Close' }));

    const values = ['Priya Sharma', '9876543210', '14 MG Road', '', 'Bengaluru', 'Karnataka', '560001'];
    for (const [index, field] of fields.entries()) {
      if (values[index]) await userEvent.type(field, values[index]);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'Priya Sharma', zip_code: '560001' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the dimmed page outside closes a dismissable modal (the default). */
export const DismissOnOutsideClick: Story = {
  render: (args) => <DeliveryInfoModal {...args} data-testid="backdrop" />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery information' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');

    await userEvent.click(screen.getByTestId('backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * `isDismissable={false}`: outside clicks are ignored, for forms where a stray
 * tap would lose typing. Escape still closes.
 */
export const NotDismissableOutside: Story = {
  args: { isDismissable: false },
  render: (args) => <AddressModalExample {...args} data-testid="backdrop" />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New Address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(screen.getByTestId('backdrop'));
    await expect(dialog).toBeInTheDocument();
    // The click moved focus off the dialog; react-aria brings it back a frame later. Escape pressed
    // before then would reach the page, not the dialog (on a busy machine the test is faster than a frame).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `isKeyboardDismissDisabled` as well: only the dialog's own buttons close it. */
export const OnlyButtonsClose: Story = {
  args: { isDismissable: false, isKeyboardDismissDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New Address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');

    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(byName('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Without the ✕: the footer's Cancel is the visible way out; Escape still works. */
export const WithoutCloseButton: Story = {
  args: { hasCloseButton: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add New Address' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Visible once the entry animation has faded it in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
  },
};

/** `sm`: confirmations and short messages, open for review. */
export const Small: Story = {
  render: () => (
    <DialogTrigger defaultOpen>
      <Button variant="ghost">Delivery information</Button>
      <Modal size="sm">
        <Dialog title="Delivery information" footer={<Button slot="close">Got it</Button>}>
          <p className={examples.text}>Orders are delivered across India in 3–7 days.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delivery information' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(28 * 16);
  },
};

/** `md`, the default: forms. */
export const Medium: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(36 * 16);
  },
};

/** `lg`: rich content such as order details. */
export const Large: Story = {
  render: () => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">View order</Button>
      <Modal size="lg">
        <Dialog title="Order #1042" footer={<Button slot="close" variant="secondary">Done</Button>}>
          <OrderSummaryExample />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order #1042' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(52 * 16);
  },
};

/**
 * `fullscreen`: the product dialog (header with the title and ✕, image left,
 * details right, description beneath). It covers the whole viewport.
 */
export const FullScreen: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Quick view</Button>
      <Modal size="fullscreen">
        <Dialog title="Quick view">
          <ProductDetailsExample />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Quick view' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Quick view' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await waitFor(() => {
      const rect = dialog.getBoundingClientRect();
      expect(rect.width).toBe(window.innerWidth);
      expect(rect.height).toBe(window.innerHeight);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Under `prefers-reduced-motion: reduce` the fade and rise take no time. The
 * test runner emulates the preference for this story (`parameters.reducedMotion`).
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const modal = dialog.parentElement as HTMLElement;
    // Measure the entering animation on a copy, since the real one is over as soon as it starts.
    const probe = document.createElement('div');
    probe.className = modal.className;
    probe.setAttribute('data-entering', '');
    document.body.append(probe);
    const duration = getComputedStyle(probe).animationDuration;
    probe.remove();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(duration).toBe(reduced ? '0s' : '0.32s');
  },
};

/** Every size, shown in place for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ModalMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('dialog')).toHaveLength(4);
    for (const dialog of canvas.getAllByRole('dialog')) {
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    }
    // The quick view's text is taller than its body and holds nothing to tab to, so the body itself is a tab stop
    // for the arrow keys. The body learns that it scrolls from a ResizeObserver, a task after the styles that
    // size it apply: waited for here, so the accessibility check after the story never reads the page between.
    const quickView = canvas.getByRole('dialog', { name: 'Quick view' });
    // The Dialog's body follows its header.
    const body = quickView.querySelector(':scope > header + div');
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};
