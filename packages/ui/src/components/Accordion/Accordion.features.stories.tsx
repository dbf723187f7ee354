import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';
import * as styles from './Accordion.css';
import { AccordionMatrix } from './AccordionExamples/AccordionMatrix';
import { Faq } from './AccordionExamples/faq';

/** Keyboard, expansion modes, heading levels and motion, plus `All` for visual checks. */
const meta = {
  title: 'Components/Accordion/Features',
  component: Accordion,
  tags: ['!autodocs'],
  args: { children: null },
  render: ({ children: _children, ...args }) => <Faq {...args} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Tab moves from question to question with a focus ring; Enter
 * and Space open and close; focus stays on the question.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const who = canvas.getByRole('button', { name: 'Who are we?' });
    const what = canvas.getByRole('button', { name: 'What are bird spikes and how do they work?' });

    await userEvent.tab();
    await expect(who).toHaveFocus();
    await expect(who).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(who).toHaveFocus();

    // The answer holds no controls, so the next Tab stop is the next question.
    await userEvent.tab();
    await expect(what).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(what).toHaveAttribute('aria-expanded', 'true');
    await expect(who).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard(' ');
    await expect(what).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab({ shift: true });
    await expect(who).toHaveFocus();
  },
};

/** `allowsMultipleExpanded`: opening one answer leaves the others open. */
export const Multiple: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const who = canvas.getByRole('button', { name: 'Who are we?' });
    const safety = canvas.getByRole('button', { name: 'Are bird spikes safe for birds and animals?' });
    await userEvent.click(who);
    await userEvent.click(safety);
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(safety).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

/** `defaultExpandedKeys`: an answer open from the start. */
export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['where'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Where can bird spikes be installed?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('group', { name: 'Where can bird spikes be installed?' })).toBeVisible();
  },
};

/** `headingLevel={2}` when the questions sit directly under the page's h1. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** The chevron turns half a circle when its section opens. */
export const ChevronRotates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const who = canvas.getByRole('button', { name: 'Who are we?' });
    const chevron = who.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(chevron).transform).toBe('none');
    await userEvent.click(who);
    // rotate(180deg) as a matrix: cos 180° = -1.
    await waitFor(() => expect(getComputedStyle(chevron).transform).toMatch(/^matrix\(-1, /));
  },
};

/** A disabled item is shown but cannot open and is skipped by Tab. */
export const DisabledItem: Story = {
  render: () => (
    <Accordion>
      <AccordionItem id="installation" title="Installation service">
        <p>Our team installs in Bengaluru, Chennai and Hyderabad.</p>
      </AccordionItem>
      <AccordionItem id="amc" title="Annual maintenance (coming soon)" isDisabled>
        <p>Yearly checks of installed spikes and nets.</p>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amc = canvas.getByRole('button', { name: 'Annual maintenance (coming soon)' });
    await expect(amc).toBeDisabled();
    await userEvent.click(amc);
    await expect(amc).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(amc).not.toHaveFocus();
  },
};

/** On its own an AccordionItem is a single disclosure ("Show more"). */
export const Standalone: Story = {
  render: () => (
    <AccordionItem title="Delivery and returns">
      <p>Delivered across India in 3–7 days. Unused packs can be returned within 7 days.</p>
    </AccordionItem>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delivery and returns' });
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(trigger);
    await userEvent.click(trigger);
    await expect(canvas.getByRole('group', { name: 'Delivery and returns' })).toHaveTextContent('3–7 days');
  },
};

/**
 * Under `prefers-reduced-motion: reduce` panels open and the chevron turns
 * without animation. The test runner emulates the preference for this story.
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    const who = within(canvasElement).getByRole('button', { name: 'Who are we?' });
    const panel = canvasElement.querySelector(`.${styles.panel}`) as HTMLElement;
    const chevron = who.querySelector('svg') as SVGElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(panel).transitionDuration).toBe(reduced ? '0s' : '0.2s');
    await expect(getComputedStyle(chevron).transitionDuration).toBe(reduced ? '0s' : '0.2s');
  },
};

/** The FAQ with one answer open, several open, and a disabled item. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <AccordionMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(3);
  },
};
