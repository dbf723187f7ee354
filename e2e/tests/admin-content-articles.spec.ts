import type { Page } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, firstToast, saveScreenshot, test } from '../fixtures';

/**
 * Site content as a staff member, at phone and desktop widths: an article of the blog edited with a
 * picture uploaded into its text, then read on the storefront with that picture; and the return
 * policy changed in the back-office and seen on the site within seconds.
 */

// A sign-in, an upload and several storefront loads: more than 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A 1×1 PNG, as a phone's camera roll would hand the file picker a real image (the server sniffs the type). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/**
 * Saves the form with the button named `save`; when the other project's run saved the same record
 * first (409), reloads it and makes the change again, as staff would.
 */
async function saveWithRetry(page: Page, save: string, edit: () => Promise<void>): Promise<void> {
  await edit();
  await page.getByRole('button', { name: save }).click();
  const conflict = page.getByText('Someone else changed this in the meantime');
  const saved = firstToast(page, /Changes saved/);
  await expect(saved.or(conflict)).toBeVisible();
  if (await conflict.isVisible()) {
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(conflict).toBeHidden();
    await edit();
    await page.getByRole('button', { name: save }).click();
    await expect(saved).toBeVisible();
  }
}

test('staff edit an article with a picture and the return policy; the storefront shows both', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  const blogs = (await (await request.get('/api/user/blogs/')).json()) as { slug: string; title: string }[];
  const blog = blogs[0]!;
  const sentence = 'Fitted on a Chennai warehouse this week.';
  const alt = 'Bird spikes along a warehouse ledge';

  await signInToBackOffice(page, request, testInfo, { path: '/admin/blogs', journey: 'articles' });
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: `Edit “${blog.title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${blog.title}”` })).toBeVisible();

  const article = page.getByRole('textbox', { name: 'Article' });
  await article.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
  await page.getByRole('button', { name: 'Picture' }).click();
  await page.getByLabel('Picture file').setInputFiles({ name: 'ledge.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByRole('textbox', { name: /alt text/ }).fill(alt);
  await page.getByRole('button', { name: 'Insert picture' }).click();
  await expect(article.getByRole('img', { name: alt })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-blog-editor');
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(firstToast(page, 'Changes saved')).toBeVisible();

  await page.goto(`/blogs/${blog.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  const body = page.getByRole('article');
  await expect(body.getByText(sentence)).toBeVisible();
  const picture = body.getByRole('img', { name: alt });
  // The API answers the article with absolute image URLs, on the shop's SITE_URL.
  await expect(picture).toHaveAttribute('src', new RegExp(`^${new URL(page.url()).origin.replace(/\./g, '\\.')}/media/uploads/`));
  // Pictures below the fold load when they come near the screen.
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The return policy, as both projects change it: whoever saves second reloads and changes it again.
  const promise = `Monsoon note (${testInfo.project.name}): returns of nets are collected from your door.`;
  await page.goto('/admin/legal-pages');
  await page.getByRole('link', { name: 'Edit “Returns and Refund Policy”' }).click();
  const text = page.getByRole('textbox', { name: 'Text' });
  await saveWithRetry(page, 'Save page', async () => {
    await text.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(promise);
    await page.keyboard.press('Enter');
  });
  await saveScreenshot(page, testInfo, 'admin-legal-editor');

  await page.goto('/return-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns and Refund Policy');
  await expect(page.getByRole('main').getByText(promise)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'return-policy-edited');
});
