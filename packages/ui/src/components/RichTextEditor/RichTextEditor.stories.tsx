import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

/**
 * The default editor and its main behaviours. States live in `RichTextEditor.features.stories.tsx`;
 * designer guidance in `RichTextEditor.mdx`.
 */
const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Article', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 × 1 PNG, as a file the writer might pick. */
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/**
 * A toolbar toggle that reports its state, the keyboard shortcut, typing, and the HTML handed on (an
 * empty paragraph always follows a heading, list or picture at the end, so the writer can go on).
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Article' });
    await expect(box).toHaveAttribute('aria-multiline', 'true');
    await userEvent.click(box);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The editor takes focus back from the button in the next animation frame: a writer types after that, and a
    // busy machine's first keys went to the button.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('Pigeons');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Pigeons</strong></p>'));

    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' away');
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 2' }));
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2><strong>Pigeons<em> away</em></strong></h2><p></p>'));
  },
};

/** Arrow keys move along the toolbar; a button's hover hint names its shortcut. */
export const KeyboardToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Article formatting' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await expect(canvas.getByTitle('Bold (Ctrl+B)')).toBeInTheDocument();
  },
};

/** A link in a list; an address the shop would refuse is explained, not saved. */
export const ListsAndLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link text' }), 'Call us');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply link' }));
    await expect(address).toHaveAccessibleDescription(/Start the address with https:\/\//);
    await userEvent.clear(address);
    await userEvent.type(address, 'tel:+919876543210{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p><a href="tel:+919876543210">Call us</a></p></li></ul><p></p>'));
    await expect(canvas.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
  },
};

/** A picture is uploaded by the app's function, then placed at the caret with its description. */
export const Picture: Story = {
  args: { uploadImage: fn(async () => ({ src: '/media/uploads/ab/ab12.jpg' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Picture' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Insert picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a picture file.');
    await userEvent.upload(canvas.getByLabelText('Picture file'), new File([PIXEL], 'ledge.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Insert picture' }));
    const alt = canvas.getByRole('textbox', { name: /alt text/ });
    await expect(alt).toHaveAccessibleDescription('Describe the picture for people who cannot see it.');
    await userEvent.type(alt, 'Spikes along a balcony ledge');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert picture' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<img src="/media/uploads/ab/ab12.jpg" alt="Spikes along a balcony ledge"><p></p>'));
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('group', { name: 'Picture' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    defaultValue: '<h1>How bird spikes work</h1><p>Spikes stop pigeons from <strong>landing</strong>, without harming them.</p>',
    description: 'Start with a Heading 1: it becomes the article title.',
    errorMessage: '',
  },
};
