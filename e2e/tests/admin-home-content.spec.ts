import type { Locator, Page } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, firstToast, saveScreenshot, test } from '../fixtures';
import { editSiteContent } from '../siteContentLock';

/**
 * The home page's content and the FAQ as a staff member, at phone and desktop widths: a question moved up
 * its topic and chosen for the home page (another leaving it) shows on / and /faqs; a banner's new heading
 * and a 'Shop by Category' card opening another category show on /. Each journey puts back what it
 * changed, and holds the site content while it works, so the home page's own tests see the seeded content.
 */

test.describe.configure({ timeout: 300_000 });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's trigger and panel are named by it, with "(home page)" after it while chosen. */
const named = (question: string) => new RegExp(`^${escaped(question)}( \\(home page\\))?$`);

const SEEDED_HOME_QUESTIONS = [
  'Who are we?',
  'What are bird spikes and how do they work?',
  'Are bird spikes safe for birds and animals?',
  'Where can bird spikes be installed?',
  'Can I use bird spikes at home?',
];

/** Each project its own change, so a failure names the width it happened at. */
const PLANS = {
  phone: {
    topic: 'Care and durability',
    question: 'Will they last in Indian sun and monsoon rain?',
    before: 'How do I look after spikes and nets?',
    dropped: 'Can I use bird spikes at home?',
    banner: 0,
    card: 0,
  },
  desktop: {
    topic: 'Shipping and delivery',
    question: 'How much does shipping cost?',
    before: 'Where do you deliver?',
    dropped: 'Where can bird spikes be installed?',
    banner: 1,
    card: 2,
  },
} as const;

const planFor = (project: string) => PLANS[project === 'phone' ? 'phone' : 'desktop'];

/** Does `edit` on a fresh copy of the form and saves; after a refusal over a newer version, reloads and does it again. */
async function saveForm(page: Page, formName: string, saveLabel: string, savedText: string, edit: (form: Locator) => Promise<void>) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const form = page.getByRole('form', { name: formName });
    await edit(form);
    await form.getByRole('button', { name: saveLabel }).click();
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(firstToast(page, savedText).or(reload)).toBeVisible();
    if (!(await reload.isVisible())) return;
    await reload.click();
  }
  throw new Error(`${formName} kept changing under the journey`);
}

/** Opens a question of a topic in the FAQ form (if closed) and answers its panel. */
async function openQuestion(form: Locator, topic: string, question: string): Promise<Locator> {
  const group = form.getByRole('group', { name: `Topic: ${topic}` });
  const trigger = group.getByRole('button', { name: named(question) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return group.getByRole('group', { name: named(question) });
}

async function setHomeChoice(form: Locator, topic: string, question: string, chosen: boolean) {
  const panel = await openQuestion(form, topic, question);
  const box = panel.getByRole('checkbox', { name: 'Show on the home page' });
  // As staff do: by pressing its label (react-aria keeps the input itself out of sight).
  if ((await box.isChecked()) !== chosen) await panel.locator('label').filter({ has: panel.page().getByRole('checkbox', { name: 'Show on the home page' }) }).click();
  await expect(box).toBeChecked({ checked: chosen });
}

async function homeQuestions(page: Page): Promise<Locator> {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Frequently Asked Questions', exact: true });
  await expect(section).toBeVisible();
  return section.getByRole('heading', { level: 3 });
}

test('staff move a question up and choose it for the home page, and / and /faqs show it', { tag: '@desktop' }, async ({ page, request, baseURL }, testInfo) => {
  const plan = planFor(testInfo.project.name);
  const droppedTopic = 'Bird spikes, nets and monkey spikes';
  await signInToBackOffice(page, request, testInfo, { path: '/admin/site', journey: 'faqEditing' });
  const unlock = await editSiteContent(baseURL);
  try {
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await expect(page.getByText('5 of 5 questions chosen for the home page.')).toBeVisible();
    await saveForm(page, 'Questions and answers', 'Save questions and answers', 'Questions and answers saved.', async (form) => {
      // Five are chosen: another can be chosen only once one leaves.
      const panel = await openQuestion(form, plan.topic, plan.question);
      await expect(panel.getByRole('checkbox', { name: 'Show on the home page' })).toBeDisabled();
      await setHomeChoice(form, droppedTopic, plan.dropped, false);
      await setHomeChoice(form, plan.topic, plan.question, true);
      await panel.getByRole('button', { name: `Move "${plan.question}" up` }).click();
      await expect(form.getByRole('group', { name: `Topic: ${plan.topic}` }).getByRole('heading', { level: 3 }).first()).toHaveText(`${plan.question} (home page)`);
    });
    await saveScreenshot(page, testInfo, 'admin-site-faq', { fullPage: false });

    // The home page: the chosen question last (its topic comes after the others'), the dropped one gone.
    const expected = [...SEEDED_HOME_QUESTIONS.filter((question) => question !== plan.dropped), plan.question];
    await expect(await homeQuestions(page)).toHaveText(expected);
    // /faqs: the question now first in its topic.
    await page.goto('/faqs');
    const topicQuestions = page.getByRole('region', { name: plan.topic, exact: true }).getByRole('heading', { level: 3 });
    await expect(topicQuestions.nth(0)).toHaveText(plan.question);
    await expect(topicQuestions.nth(1)).toHaveText(plan.before);

    // Put the FAQ back as it was.
    await page.goto('/admin/site');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await saveForm(page, 'Questions and answers', 'Save questions and answers', 'Questions and answers saved.', async (form) => {
      await setHomeChoice(form, plan.topic, plan.question, false);
      await setHomeChoice(form, droppedTopic, plan.dropped, true);
      const panel = await openQuestion(form, plan.topic, plan.question);
      await panel.getByRole('button', { name: `Move "${plan.question}" down` }).click();
    });
    await expect(await homeQuestions(page)).toHaveText(SEEDED_HOME_QUESTIONS);
  } finally {
    await unlock();
  }
});

test("staff change a banner's heading and the category a card opens, and the home page shows both", { tag: '@desktop' }, async ({ page, request, baseURL }, testInfo) => {
  const plan = planFor(testInfo.project.name);
  const heading = `Humane spikes for every ledge (${testInfo.project.name})`;
  await signInToBackOffice(page, request, testInfo, { path: '/admin/site', journey: 'homeContent' });
  const unlock = await editSiteContent(baseURL);
  let original: { heading: string; category: string } | undefined;
  const bannerOf = (form: Locator) => form.getByRole('group', { name: `Banner ${plan.banner + 1}`, exact: true });
  const cardOf = (form: Locator) => form.getByRole('group', { name: `Card ${plan.card + 1}`, exact: true });
  const chooseCategory = async (form: Locator, category: string) => {
    await cardOf(form).getByRole('button', { name: /Category it opens/ }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
  };
  try {
    await page.getByRole('tab', { name: 'Home page' }).click();
    await saveForm(page, 'Home page', 'Save home page', 'Home page saved.', async (form) => {
      const headingField = bannerOf(form).getByRole('textbox', { name: 'Heading', exact: true });
      await expect(headingField).not.toHaveValue('');
      original = {
        heading: await headingField.inputValue(),
        category: ((await cardOf(form).getByRole('button', { name: /Category it opens/ }).textContent()) ?? '').replace(/Category it opens.*$/, '').trim(),
      };
      await headingField.fill(heading);
      await chooseCategory(form, 'Accessories');
    });
    await saveScreenshot(page, testInfo, 'admin-site-home');

    // The home page: the banner's new heading, and the card's 'Shop Now' to its new category's page.
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured', exact: true });
    await expect(banner.locator('[aria-roledescription="slide"]').nth(plan.banner).getByRole('heading', { level: 2, includeHidden: true })).toHaveText(heading);
    const shopNow = page.getByRole('region', { name: 'Shop by Category', exact: true }).getByRole('link', { name: 'Shop Now' });
    await expect(shopNow.nth(plan.card)).toHaveAttribute('href', '/category/Accessories');
    await saveScreenshot(page, testInfo, 'home-edited', { fullPage: false });
    await shopNow.nth(plan.card).click();
    await expect(page).toHaveURL('/category/Accessories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessories');

    // Put the home page back as it was.
    await page.goto('/admin/site');
    await page.getByRole('tab', { name: 'Home page' }).click();
    await saveForm(page, 'Home page', 'Save home page', 'Home page saved.', async (form) => {
      await bannerOf(form).getByRole('textbox', { name: 'Heading', exact: true }).fill(original!.heading);
      await chooseCategory(form, original!.category);
    });
  } finally {
    await unlock();
  }
});
