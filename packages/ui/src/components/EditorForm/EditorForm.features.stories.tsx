import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { FormErrorSummary } from '../FormErrorSummary/FormErrorSummary';
import { TextField } from '../TextField/TextField';
import { EditorForm } from './EditorForm';
import { CouponFormExample } from './EditorFormExamples/CouponFormExample';

const onSave = fn().mockName('onSave');
const onReload = fn().mockName('onReload');
const onSubmit = fn().mockName('onSubmit');
const addTopic = fn().mockName('addTopic');

/** One story per part of an editor: the save bar, the server's messages, a conflict; plus `All` for visual checks. */
const meta = {
  title: 'Components/EditorForm/Features',
  component: CouponFormExample,
  tags: ['!autodocs'],
  args: { onSave, onReload },
  beforeEach: () => {
    for (const mock of [onSave, onReload, onSubmit, addTopic]) mock.mockClear();
  },
} satisfies Meta<typeof CouponFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections under their legends, and the save bar after them: the owner's change is saved. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Coupon' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Who may use it' })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'HOLI20');
    await userEvent.click(canvas.getByRole('button', { name: 'Save coupon' }));
    await expect(onSave).toHaveBeenCalledWith('HOLI20');
  },
};

/** While saving: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving…' });
    await userEvent.click(button);
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** A colleague saved first: the summary takes the focus and offers their version; Reload loads it, and the next save goes through. */
export const Conflict: Story = {
  args: { conflictsFirst: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save coupon' }));
    await expect(onSave).not.toHaveBeenCalled();
    const summary = canvas.getByRole('group', { name: 'Someone else changed this in the meantime' });
    await expect(summary).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(onReload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('group', { name: 'Someone else changed this in the meantime' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveValue('DIWALI15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save coupon' }));
    await expect(onSave).toHaveBeenCalledWith('DIWALI15');
  },
};

/** The server's messages by field name show under those fields; more buttons sit in the save bar before Save. */
export const ServerMessagesAndBarActions: Story = {
  render: () => (
    <EditorForm
      label="Questions and answers"
      onSubmit={onSubmit}
      validationErrors={{ title: ['Give the topic a title.'] }}
      problem={<FormErrorSummary title="Please correct these fields" errors={{ title: ['Give the topic a title.'] }} fieldLabels={{ title: 'Topic 1: Title' }} autoFocus={false} />}
      saveLabel="Save questions"
      savingLabel="Saving…"
      barActions={
        <Button variant="secondary" onPress={addTopic}>
          Add a topic
        </Button>
      }
    >
      <TextField name="title" label="Topic 1: Title" />
    </EditorForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Topic 1: Title' })).toHaveAccessibleDescription('Give the topic a title.');
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Add a topic', 'Save questions']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a topic' }));
    await expect(addTopic).toHaveBeenCalledTimes(1);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** A long editor in sections, one saving, and one refused after a colleague's save. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Sections">
        <CouponFormExample />
      </section>
      <section className={layout.card} aria-label="Saving">
        <CouponFormExample savedCode="HOLI20" isSaving />
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Conflict">
        <CouponFormExample savedCode="EID25" theirCode="EID30" conflictsFirst />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const conflict = within(within(canvasElement).getByRole('region', { name: 'Conflict' }));
    await userEvent.click(conflict.getByRole('button', { name: 'Save coupon' }));
    await expect(conflict.getByRole('group', { name: 'Someone else changed this in the meantime' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};
