import { signInToBackOffice } from '../backOffice';
import { expect, firstToast, saveScreenshot, test } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';
import { paidOrder } from '../orders';
import { giveStars } from '../ratings';

/**
 * The back-office's catalogue and fulfilment as a staff member, at phone and desktop widths: a product
 * created with a photo uploaded through the file picker, shown, found on the storefront, repriced and
 * hidden (its page then answers 404); and a customer's paid order shipped by hand with a courier and a tracking
 * page, which the customer then sees on their order detail with a working Track link, then marked
 * delivered, after which the customer reviews what they bought from that order.
 */

// Two sign-ins (staff and customer), an upload, several storefront loads: more than 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

// The hidden product's page and its product call answer 404 on purpose, and showing a product without its
// declarations 400; Chromium logs each failed load.
test.use({ expectedConsoleErrors: [/status of 40[04]/] });

/** A 1×1 PNG, as a phone's camera roll would hand the file picker a real image (the server sniffs the type). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Where the customer's order goes: another state than the demo seller's (Maharashtra). */
const BENGALURU = { address: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip_code: '560025' };

test.describe('back-office catalogue and shipping', { tag: '@desktop' }, () => {
  test('staff create a product with an uploaded photo, reprice and hide it, ship a paid order the customer can track, deliver it and the customer reviews it', async ({
    page,
    request,
  }, testInfo) => {
    const project = testInfo.project.name;
    await signInToBackOffice(page, request, testInfo, { path: '/admin/products/new', journey: 'catalogue' });

    // A new product, with every field the form asks for; it starts hidden.
    const title = `Pigeon Guard Spikes ${project} ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'New product' });
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    const slug = await form.getByRole('textbox', { name: /^Address \(slug\)/ }).inputValue();
    expect(slug).toMatch(/^pigeon-guard-spikes-/);
    await form.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await form.getByRole('button', { name: /Material/ }).click();
    await page.getByRole('option', { name: 'Plastic' }).click();
    await form.getByRole('textbox', { name: /^M\.R\.P\./ }).fill('1999');
    await form.getByRole('textbox', { name: /^Selling price/ }).fill('1499');
    await form.getByRole('textbox', { name: /^Units in stock/ }).fill('40');
    await form.getByRole('textbox', { name: /^HSN code/ }).fill('3926');
    await form.getByRole('button', { name: /GST rate/ }).click();
    await page.getByRole('option', { name: '12%' }).click();
    // The parcel as the courier will weigh and measure it.
    const parcel = form.getByRole('group', { name: 'Parcel for the courier' });
    for (const [field, value] of [['Weight (g)', '450'], ['Length (cm)', '35'], ['Breadth (cm)', '10'], ['Height (cm)', '8']] as const) {
      await parcel.getByRole('textbox', { name: new RegExp(`^${field.replace(/[()]/g, '\\$&')}`) }).fill(value);
    }
    await form.getByRole('textbox', { name: /^Short description/ }).fill('UV-stable polycarbonate spikes for ledges and parapets.');
    await form.getByRole('textbox', { name: /^Long description/ }).fill('Blunt-tipped spikes that keep pigeons off without harming them. Glue or screw them down.');
    for (const [n, text] of ['Harmless to birds', 'UV-stable for Indian summers', 'Fits ledges up to 10 cm', 'Glue or screw fixing', 'Ten years of outdoor life'].entries()) {
      await form.getByRole('textbox', { name: new RegExp(`^Highlight ${n + 1}`) }).fill(text);
    }

    // The photo goes up through the file picker; its alt text is required.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose photos…' }).click();
    await (await chooser).setFiles({ name: 'spikes-on-ledge.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByRole('status').filter({ hasText: 'spikes-on-ledge.png uploaded. Write its alt text.' })).toBeVisible();
    const photos = form.getByRole('list', { name: 'Photos of this product' });
    await expect(photos.getByRole('listitem')).toHaveCount(1);
    await photos.getByRole('textbox', { name: /^Alt text of photo 1/ }).fill('Grey plastic spikes along a balcony ledge');
    await saveScreenshot(page, testInfo, 'admin-product-new');
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect(firstToast(page, 'Product created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();

    // Not shown while the law's declarations are missing: the refusal names them.
    await page.getByRole('button', { name: 'Show in the shop' }).click();
    const refusal = page.locator('main');
    await expect(refusal).toContainText('Give the generic name the pack declares');
    await expect(refusal).toContainText('Choose the country of origin');
    await expect(page.getByRole('button', { name: 'Show in the shop' })).toBeVisible();

    // The owner completes them (the maker is the seller's details' default) and saves.
    const declaring = page.getByRole('form', { name: `Edit: ${title}` });
    const declarations = declaring.getByRole('group', { name: 'Declarations on the pack' });
    await expect(declarations).toContainText('Declarations incomplete');
    await declarations.getByRole('textbox', { name: /^Generic name/ }).fill('Bird spikes (polycarbonate)');
    await declarations.getByRole('button', { name: /Country of origin/ }).click();
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await declarations.getByRole('textbox', { name: /^Net quantity/ }).fill('25');
    await declarations.getByRole('button', { name: /Unit/ }).click();
    await page.getByRole('option', { name: 'Pieces (number)' }).click();
    await declarations.getByRole('textbox', { name: /^Month of manufacture/ }).fill('2026-09');
    await saveScreenshot(page, testInfo, 'admin-product-declarations');
    await declaring.getByRole('button', { name: 'Save product' }).click();
    await expect(firstToast(page, 'Product saved.')).toBeVisible();
    await expect(declarations).not.toContainText('Declarations incomplete');

    // Shown in the shop: its storefront page has the title, the price and the declarations before the buttons.
    await page.getByRole('button', { name: 'Show in the shop' }).click();
    await expect(firstToast(page, 'In the shop.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide from the shop' })).toBeVisible();
    const editor = page.url();
    const shown = await page.goto(`/products/${slug}`);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main')).toContainText(rupees(1499));
    const details = page.getByRole('region', { name: 'Product details' });
    for (const text of ['Bird spikes (polycarbonate)', '25 pieces', 'September 2026', 'India', 'Manufactured by', 'incl. of all taxes']) await expect(details).toContainText(text);
    await saveScreenshot(page, testInfo, 'product-uploaded-photo');

    // A new price in the back-office shows on the storefront at the next load.
    await page.goto(editor);
    const editForm = page.getByRole('form', { name: `Edit: ${title}` });
    await editForm.getByRole('textbox', { name: /^Selling price/ }).fill('1349');
    await editForm.getByRole('button', { name: 'Save product' }).click();
    await expect(firstToast(page, 'Product saved. The shop shows it now.')).toBeVisible();
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main')).toContainText(rupees(1349));
    await expect(page.locator('main')).not.toContainText(rupees(1499));

    // Hidden: its page answers 404 with the product page's own dead end (as for an unknown slug in
    // product.spec.ts), which leads to all products rather than home.
    await page.goto(editor);
    await page.getByRole('button', { name: 'Hide from the shop' }).click();
    await expect(firstToast(page, 'Hidden: not in the shop.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show in the shop' })).toBeVisible();
    const hidden = await page.goto(`/products/${slug}`);
    expect(hidden?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

    // A customer's paid order is shipped by hand from its page (a parcel sent outside the courier aggregator, whose
    // booking tests/admin-delivery.spec.ts follows) with the courier, number and tracking page.
    const customer = await signUp(request);
    // Phones and desktops order different products, so their reviews never meet on one product page.
    const { id: orderId, product: ordered } = await paidOrder(request, customer, { address: BENGALURU, productIndex: project.startsWith('phone') ? 5 : 6 });
    const trackingNumber = `DLV${Date.now()}`;
    const trackingUrl = `https://www.delhivery.com/track/package/${trackingNumber}`;
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await page.getByRole('button', { name: 'Ship by hand' }).click();
    const ship = page.getByRole('dialog', { name: `Ship order #${orderId} by hand` });
    await ship.getByRole('textbox', { name: /^Courier/ }).fill('Delhivery');
    await ship.getByRole('textbox', { name: /^Tracking number/ }).fill(trackingNumber);
    await ship.getByRole('textbox', { name: /^Tracking page/ }).fill(trackingUrl);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(firstToast(page, 'Marked as shipped. The customer was e-mailed the tracking details.')).toBeVisible();
    await expect(ship).toBeHidden();

    // The customer's order detail shows the courier and a Track link to the courier's page.
    await loginViaApi(page, customer, '/orders');
    await page.getByRole('article', { name: `Order #${orderId}` }).getByRole('link', { name: `View Details Order #${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shipment' })).toBeVisible();
    await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
    await expect(page.getByText(trackingNumber, { exact: true })).toBeVisible();
    const track = page.getByRole('link', { name: /^Track your parcel/ });
    await expect(track).toHaveAttribute('href', trackingUrl);
    await expect(track).toHaveAttribute('target', '_blank');
    const orderDetail = page.url();

    // Delivered: staff mark it (the staff session lives in this tab's sessionStorage, beside the customer's).
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(firstToast(page, 'Marked as delivered. The customer can now review their purchase.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

    // The customer's order now offers a review of what they bought; written, it is published on the product page.
    await page.goto(orderDetail);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await page.getByRole('link', { name: `Add Review ${ordered.title}` }).click();
    await expect(page).toHaveURL(`/add-review/${orderId}/${ordered.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeVisible();
    await giveStars(page, 5);
    const reviewText = `Shipped with tracking, delivered, and no pigeons since (${project} ${orderId}).`;
    await page.getByRole('textbox', { name: 'Your review' }).fill(reviewText);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(firstToast(page, 'Review submitted successfully!')).toBeVisible();
    await page.goto(`/products/${ordered.slug}`);
    await expect(page.getByRole('region', { name: 'Customer reviews' }).getByText(reviewText)).toBeVisible();
  });
});
