import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { Button } from '../Button';
import { CouponBox, type AppliedCoupon, type CouponAnswer } from './CouponBox';
import { fakeCouponCheck, fakeCouponFor, fakeCoupons } from './fakeCouponCheck';

/**
 * A check that fails, refusals that come from the order rather than from Apply, a coupon the shop drops when
 * the cart changes, and `All` for visual checks.
 */
const meta = {
  title: 'Components/CouponBox/Features',
  component: CouponBox,
  tags: ['!autodocs'],
  args: {
    applied: null,
    onApply: fn(fakeCouponCheck),
    onRemove: fn(),
  },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check that could not be made (no network) is no refusal of the code: the message says to try again. */
export const CheckFailed: Story = {
  args: {
    onApply: fn(async (_code: string): Promise<CouponAnswer> => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(input, 'SPIKE10{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Could not check the coupon. Please try again.'));
    await expect(input).toHaveValue('SPIKE10');
  },
};

/**
 * The checkout: Apply was answered yes, then the order's quote refused the coupon (the shopper has used it
 * before). The page drops it and passes the reason as `error`: the code is back in the field with the
 * reason as its error, and focus, which was on Remove, is back in the field.
 */
export const RefusedByTheOrder: Story = {
  render: function Render(args) {
    const [applied, setApplied] = useState<AppliedCoupon | null>(null);
    const [error, setError] = useState<string | null>(null);
    return (
      <CouponBox
        {...args}
        applied={applied}
        error={error}
        onApply={async (code) => {
          setError(null);
          const answer = await args.onApply(code);
          if (answer.ok) {
            setApplied(fakeCouponFor(code));
            // The quote answers a moment later.
            setTimeout(() => {
              setApplied(null);
              setError('You have already used this coupon.');
            }, 300);
          }
          return answer;
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('SPIKE10{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus());

    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('You have already used this coupon.'));
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toHaveValue('SPIKE10');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('You have already used this coupon.');
    await expect(input).toHaveFocus();
    removeStaleAnnouncements();
  },
};

/**
 * A refusal from outside while focus is elsewhere (the shopper pressed Place order): the reason shows at the
 * field, and focus stays where the shopper is.
 */
export const RefusedWhileFocusIsElsewhere: Story = {
  render: function Render(args) {
    const [applied, setApplied] = useState<AppliedCoupon | null>(fakeCoupons.SPIKE10);
    const [error, setError] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 384 }}>
        <CouponBox {...args} applied={applied} error={error} onRemove={() => setApplied(null)} />
        <Button
          onPress={() => {
            setApplied(null);
            setError('You have already used this coupon.');
          }}
        >
          Place order
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeOrder = canvas.getByRole('button', { name: 'Place order' });
    await userEvent.click(placeOrder);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('You have already used this coupon.'));
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SPIKE10');
    await expect(placeOrder).toHaveFocus();
  },
};

/**
 * The cart changed and the coupon no longer fits it: the page drops it and says why as a `notice`, politely
 * (the shopper did nothing wrong), describing the field. Applying another code says nothing more of it.
 */
export const DroppedWhenTheCartChanged: Story = {
  render: function Render(args) {
    const [applied, setApplied] = useState<AppliedCoupon | null>(fakeCoupons.SPIKE10);
    const [notice, setNotice] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 384 }}>
        <Button
          variant="secondary"
          onPress={() => {
            setApplied(null);
            setNotice('SPIKE10 was removed. This coupon needs an order of ₹999 or more.');
          }}
        >
          Remove a line from the cart
        </Button>
        <CouponBox
          {...args}
          applied={applied}
          notice={notice}
          onApply={async (code) => {
            const answer = await args.onApply(code);
            if (answer.ok) {
              setNotice(null);
              setApplied(fakeCouponFor(code));
            }
            return answer;
          }}
          onRemove={() => setApplied(null)}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const change = canvas.getByRole('button', { name: 'Remove a line from the cart' });
    await userEvent.click(change);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('SPIKE10 was removed. This coupon needs an order of ₹999 or more.'));
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toHaveAccessibleDescription('SPIKE10 was removed. This coupon needs an order of ₹999 or more.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(change).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, 'WELCOME200{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('WELCOME200 applied'));
    await expect(status).not.toHaveTextContent('SPIKE10');
    removeStaleAnnouncements();
  },
};

/** Empty, with help, checking, refused, a dropped coupon's notice and applied coupons, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="coupon-entry">
        <header className={layout.cardHeader}>
          <h2 id="coupon-entry" className={layout.cardTitle}>
            Entering a code
          </h2>
          <p className={layout.cardDescription}>Apply turns on once something is typed and shows it is busy.</p>
        </header>
        <CouponBox label="Coupon code (empty)" applied={null} onApply={fakeCouponCheck} onRemove={() => {}} />
        <CouponBox
          label="Coupon code (with help)"
          description="Codes are not case-sensitive."
          applied={null}
          onApply={fakeCouponCheck}
          onRemove={() => {}}
        />
        <CouponBox label="Coupon code (checking)" applied={null} onApply={() => new Promise<CouponAnswer>(() => {})} onRemove={() => {}} />
      </section>
      <section className={layout.card} aria-labelledby="coupon-answers">
        <header className={layout.cardHeader}>
          <h2 id="coupon-answers" className={layout.cardTitle}>
            Answers
          </h2>
          <p className={layout.cardDescription}>A refusal is the field’s error; a coupon the shop dropped is said politely.</p>
        </header>
        <CouponBox label="Coupon code (refused)" applied={null} onApply={fakeCouponCheck} onRemove={() => {}} />
        <CouponBox
          label="Coupon code (dropped)"
          applied={null}
          notice="SPIKE10 was removed. This coupon needs an order of ₹999 or more."
          onApply={fakeCouponCheck}
          onRemove={() => {}}
        />
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="coupon-applied">
        <header className={layout.cardHeader}>
          <h2 id="coupon-applied" className={layout.cardTitle}>
            Applied
          </h2>
          <p className={layout.cardDescription}>
            The code, what it gives and what it saves, with Remove; a code kept from an earlier visit shows alone until the shop answers.
          </p>
        </header>
        <div className={layout.columns}>
          <CouponBox applied={fakeCoupons.SPIKE10} onApply={fakeCouponCheck} onRemove={() => {}} />
          <CouponBox applied={fakeCoupons.WELCOME200} onApply={fakeCouponCheck} onRemove={() => {}} />
          <CouponBox applied={{ code: 'SPIKE10' }} onApply={fakeCouponCheck} onRemove={() => {}} />
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code (checking)' }), 'SPIKE10{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code (refused)' }), 'MONSOON{Enter}');
    await waitFor(() => expect(canvas.getByText('This coupon ended on 30 Sep.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Checking…' })).toBeVisible();
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
