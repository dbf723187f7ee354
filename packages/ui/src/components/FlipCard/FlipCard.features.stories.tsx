import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FlipCard } from './FlipCard';
import { AuthCardExample } from './FlipCardExamples/AuthCardExample';
import { ExternalSwitchExample } from './FlipCardExamples/ExternalSwitchExample';
import { FlipCardMatrix } from './FlipCardExamples/FlipCardMatrix';

/** One story per behaviour, plus `All` for visual checks. Flips take 300 ms here (600 ms by default). */
const meta = {
  title: 'Components/FlipCard/Features',
  component: FlipCard,
  tags: ['!autodocs'],
  args: {
    flipped: false,
    onFlip: fn(),
    flipDuration: 300,
    front: null,
    back: null,
  },
  render: ({ front: _front, back: _back, ...args }) => <AuthCardExample {...args} />,
} satisfies Meta<typeof FlipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether an element can take focus: the browser refuses it inside an inert face. */
function canFocus(element: HTMLElement) {
  element.focus();
  return element.ownerDocument.activeElement === element;
}

/**
 * By keyboard: Tab to "Create an account", Enter turns the card and focus
 * lands on the "Register" heading; the next Tab goes to the first field of
 * the new face. "Log in" turns it back and focus lands on "Login".
 */
export const KeyboardFlipMovesFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const createAccount = canvas.getByRole('button', { name: 'Create an account' });
    // Email, Password, Forgot Password, Login, Create an account.
    for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
    await expect(createAccount).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Register' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();

    // A pointer waits for the turn to end (NoPressWhileTurning).
    await waitFor(() => expect(args.onFlip).toHaveBeenCalledWith('back', 'front'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Login' })).toHaveFocus());
    // The heading is a focus target, not a Tab stop.
    await expect(canvas.getByRole('heading', { name: 'Login' })).toHaveAttribute('tabindex', '-1');
  },
};

/**
 * The face turned away is `inert` and `aria-hidden`: its fields are not in
 * the accessibility tree and refuse focus, before and after a flip.
 */
export const HiddenFaceNotTabbable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1); // Email (the password field has no textbox role)
    const fullName = canvas.getByLabelText('Full Name');
    await expect(fullName.closest('[inert]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canFocus(fullName)).toBe(false);
    await expect(canFocus(canvas.getByLabelText('Email'))).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Register' })).toHaveFocus());
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3); // Full Name, Email address, Contact Number
    await expect(canFocus(canvas.getByLabelText('Email'))).toBe(false);
    await expect(canFocus(canvas.getByLabelText('Full Name'))).toBe(true);
  },
};

/**
 * `onFlip` fires once the turn is over, naming the face left; the page clears
 * that face's fields there, as the shop requires.
 */
export const FlipClearsTheFaceLeft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.in');

    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(args.onFlip).toHaveBeenCalledWith('back', 'front'));
    await expect(canvas.getByLabelText('Email')).toHaveValue('');

    await userEvent.type(canvas.getByLabelText('Full Name'), 'Priya Sharma');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onFlip).toHaveBeenCalledWith('front', 'back'));
    await expect(canvas.getByLabelText('Full Name')).toHaveValue('');
    await expect(args.onFlip).toHaveBeenCalledTimes(2);
  },
};

/**
 * While the card turns it takes no pointer, so a press cannot begin on a button
 * that moves from under the finger before the release (the browser would then
 * click nothing); once the turn is over, the new face takes presses again.
 */
export const NoPressWhileTurning: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-turning]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    const card = canvasElement.querySelector<HTMLElement>('[data-turning]')!;
    await expect(card).toHaveAttribute('data-flipped');
    await expect(getComputedStyle(card).pointerEvents).toBe('none');
    await waitFor(() => expect(args.onFlip).toHaveBeenCalledWith('back', 'front'));
    await expect(card).not.toHaveAttribute('data-turning');
    await expect(getComputedStyle(card).pointerEvents).toBe('auto');
  },
};

/** The card turns over in 3D over `flipDuration`; the back face is drawn turned, so it reads the right way round. */
export const Flip3D: Story = {
  args: { flipped: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-flipped]')!;
    await expect(getComputedStyle(card).transitionDuration).toBe('0.3s');
    await expect(getComputedStyle(card).transform).not.toBe('none');
    await expect(within(canvasElement).getByRole('heading', { name: 'Register' })).toBeVisible();
  },
};

/** Under `prefers-reduced-motion: reduce` the card does not turn: the faces cross-fade over `fadeDuration`. */
export const ReducedMotion: Story = {
  args: { flipped: true, fadeDuration: 150 },
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const card = canvasElement.querySelector<HTMLElement>('[data-flipped]')!;
    await expect(getComputedStyle(card).transform).toBe('none');
    const front = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(getComputedStyle(front).transitionDuration).toBe('0.15s');
    await waitFor(() => expect(getComputedStyle(front).opacity).toBe('0'));
  },
};

/**
 * Flipped from outside the card: the Login | Register switch keeps focus, so
 * `moveFocusOnFlip` is off.
 */
export const ExternalControl: Story = {
  render: ({ front: _front, back: _back, flipped: _flipped, ...args }) => <ExternalSwitchExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('radio', { name: 'Register', checked: false });
    await userEvent.click(register);
    await expect(register).toBeChecked();
    await waitFor(() => expect(args.onFlip).toHaveBeenCalledWith('back', 'front'));
    await expect(register).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Register' })).toBeVisible();
  },
};

/** Both faces: the story for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FlipCardMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Register' })).toBeVisible();
  },
};
