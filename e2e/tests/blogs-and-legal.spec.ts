import type { APIRequestContext, Page } from '@playwright/test';
import { sanitizeRichHtml } from '../../apps/api/src/content/sanitize-html';
import { expect, expectEveryImageToLoad, expectNoAxeViolations, openInApp, saveScreenshot, test } from '../fixtures';

/**
 * The blog list (/blogs), an article (/blogs/{slug}) and the three legal pages (/privacy-policy,
 * /terms, /return-policy), at 375 px and 1280 px.
 */

interface ApiBlog {
  id: number;
  slug: string;
  title: string;
  content: string;
  created_at: string;
}

async function allBlogs(request: APIRequestContext): Promise<ApiBlog[]> {
  const response = await request.get('/api/user/blogs/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiBlog[];
}

// The product brief's date format, restated: 'March 14, 2025', in the shop's time zone.
const longUsDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** The first <img src> of an article's HTML, read independently of the storefront's code. */
const firstImageSrc = (html: string) => /<img\b[^>]*\bsrc="([^"]+)"/i.exec(html)?.[1];

/** Matches the blogs call, all of them or (with a slug) one article's; a glob would read '?' as a wildcard. */
const blogsCall = (slug?: string) => (url: URL) =>
  url.pathname === '/api/user/blogs/' && url.searchParams.get('slug') === (slug ?? null);

const blogList = (page: Page) => page.getByRole('list', { name: 'Our Blogs', exact: true });

/** An article from the list with links in its text to our own pages (the seeded spikes-vs-nets guide has several). */
const articleWithCategoryLink = (blogs: ApiBlog[]) => blogs.find((blog) => /href="\/category\//.test(blog.content)) ?? blogs[0]!;

test.describe('the blog list', () => {
  test("shows 'Our Blogs' and one card per article with image, title, long date, snippet and link", { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const blogs = await allBlogs(request);
    expect(blogs.length).toBeGreaterThan(0);
    await page.goto('/blogs');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    const cards = blogList(page).getByRole('listitem');
    await expect(cards).toHaveCount(blogs.length);

    for (const [index, blog] of blogs.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(blog.title);
      await expect(card.locator('time')).toHaveText(longUsDate(blog.created_at));

      const snippet = (await card.locator('p').textContent()) ?? '';
      expect(snippet.length, snippet).toBeLessThanOrEqual(253);
      expect(snippet.endsWith('...'), snippet).toBe(true);
      expect(snippet, 'the snippet is plain text').not.toMatch(/[<>]/);
      expect(snippet, 'the title is not repeated in the snippet').not.toContain(blog.title);

      const src = firstImageSrc(blog.content);
      const image = card.locator('img');
      if (src) {
        await expect(image).toHaveAttribute('src', new RegExp(`${src.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`));
        await expect(image).toHaveAttribute('alt', '');
      }

      const link = card.getByRole('link', { name: `Read Full Article: ${blog.title}`, exact: true });
      await expect(link).toHaveAttribute('href', `/blogs/${blog.slug}`);
      await expect(link).toContainText('Read Full Article');
    }

    // Every card's image loads (those below the fold when scrolled to).
    await expectEveryImageToLoad(blogList(page));

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'blogs');
  });

  test('lays the cards out in four columns on a desktop and one on a phone', async ({ page }, testInfo) => {
    await page.goto('/blogs');
    const cards = blogList(page).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const firstRow = tops.filter((top) => top === tops[0]).length;
    expect(firstRow).toBe(testInfo.project.name === 'phone' ? 1 : Math.min(4, tops.length));
  });

  test("'Read Full Article' opens the article", { tag: '@phone' }, async ({ page, request }) => {
    const [first] = await allBlogs(request);
    await page.goto('/blogs');
    await page.getByRole('link', { name: `Read Full Article: ${first!.title}` }).click();
    await expect(page).toHaveURL(`/blogs/${first!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  });

  test('says so when there are no blogs', { tag: '@phone' }, async ({ page }) => {
    await page.route(blogsCall(), (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(page.getByText('No blogs available at the moment. Stay Tuned !!', { exact: true })).toBeVisible();
    await expect(blogList(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('an article', () => {
  test("shows its h1 once, 'Published on:', its content and up to 6 other recent posts", { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const blogs = await allBlogs(request);
    const blog = articleWithCategoryLink(blogs);
    await page.goto(`/blogs/${blog.slug}`);

    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    // The content's own h1 is removed: the title is one heading, not two.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: blog.title, exact: true })).toHaveCount(1);
    await expect(article.getByText(`Published on: ${longUsDate(blog.created_at)}`, { exact: true })).toBeVisible();

    // The content: its sub-headings and its first image, which loads.
    const subheadings = [...blog.content.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]!);
    expect(subheadings.length).toBeGreaterThan(0);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(subheadings);
    const image = article.locator('img').first();
    await expect(image).toHaveAttribute('src', new RegExp(`${firstImageSrc(blog.content)!.replace(/\./g, '\\.')}$`));
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    // RECENT POSTS: the others, newest first, at most six, never the article being read.
    const others = blogs.filter((other) => other.slug !== blog.slug).slice(0, 6);
    const sidebar = page.getByRole('complementary', { name: 'RECENT POSTS' });
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText('RECENT POSTS');
    const posts = sidebar.getByRole('listitem');
    await expect(posts).toHaveCount(others.length);
    expect(others.length).toBeLessThanOrEqual(6);
    for (const [index, other] of others.entries()) {
      await expect(posts.nth(index).getByRole('link')).toHaveText(other.title);
      await expect(posts.nth(index).getByRole('link')).toHaveAttribute('href', `/blogs/${other.slug}`);
      await expect(posts.nth(index).locator('time')).toHaveText(longUsDate(other.created_at));
      await expect(posts.nth(index).locator('img')).toHaveCount(firstImageSrc(other.content) ? 1 : 0);
    }
    await expect(sidebar.getByRole('link', { name: blog.title })).toHaveCount(0);

    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'blog-article');
  });

  test('a recent post opens that article', { tag: '@phone' }, async ({ page, request }) => {
    const [first, second] = await allBlogs(request);
    test.skip(!second, 'needs two articles');
    await page.goto(`/blogs/${first!.slug}`);
    await page.getByRole('complementary', { name: 'RECENT POSTS' }).getByRole('link', { name: second!.title }).click();
    await expect(page).toHaveURL(`/blogs/${second!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  });

  test('links in the article to our pages navigate inside the shop, without reloading it', { tag: '@phone' }, async ({ page, request }) => {
    const blog = articleWithCategoryLink(await allBlogs(request));
    const href = /href="(\/category\/[^"]+)"/.exec(blog.content)?.[1];
    test.skip(!href, 'needs an article linking to a category');
    await page.goto(`/blogs/${blog.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('article').locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(href!);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("shows 'Loading...' until the article has loaded", { tag: '@phone' }, async ({ page, request }) => {
    const [blog] = await allBlogs(request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(blogsCall(blog!.slug), async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, `/blogs/${blog!.slug}`);
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog!.title);
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });
});

test.describe('an article the API gives us in a test', () => {
  // Stubbed articles are unknown to the server, which answers their page with 404 (for search
  // engines) before the app loads them; the browser logs that status.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("falls back to 'Blog Title' for an article without an h1", { tag: '@phone' }, async ({ page }) => {
    await page.route(blogsCall('untitled'), (route) =>
      route.fulfill({
        json: [{ id: 99, slug: 'untitled', title: '', content: '<p>Just a paragraph.</p>', created_at: '2025-03-14T00:00:00.000Z' }],
      }),
    );
    await openInApp(page, '/blogs/untitled');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Title');
    await expect(page.getByText('Published on: March 14, 2025', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByText('Just a paragraph.')).toBeVisible();
  });

  test('renders hostile article HTML harmlessly once the API has stored it', { tag: '@phone' }, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const content = [
      '<h1>Hostile</h1>',
      '<h1>Second part</h1>',
      '<p>Safe text <img src="/media/blogs/spikes-vs-nets.svg" onerror="alert(1)" onload="alert(1)" alt="x"></p>',
      '<p><a href="javascript:alert(2)">click me</a> and <a href="https://example.com/" onclick="alert(3)">out</a></p>',
      '<script>alert(4)</script><iframe src="javascript:alert(5)"></iframe>',
      '<p style="position:fixed;inset:0" onmouseover="alert(6)">styled</p>',
      '<svg><script>alert(7)</script></svg><img src="data:image/svg+xml,<svg onload=alert(8)>">',
    ].join('');
    // What the API stores and serves for it: every article is cleaned by its allow-list when it is written.
    const stored = sanitizeRichHtml(content);
    await page.route(blogsCall('hostile'), (route) =>
      route.fulfill({ json: [{ id: 98, slug: 'hostile', title: 'Hostile', content: stored, created_at: '2025-03-14T00:00:00.000Z' }] }),
    );
    await openInApp(page, '/blogs/hostile');
    const article = page.getByRole('article');
    await expect(article.getByText('Safe text')).toBeVisible();
    // A second h1 in the content becomes a section heading: the page keeps one h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile');
    await expect(article.getByRole('heading', { level: 2, name: 'Second part' })).toBeVisible();
    await expect(article.getByText('click me')).toBeVisible();
    await expect(article.getByRole('link', { name: 'click me' })).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener');
    await expect(article.locator('script, iframe, svg, [style], [onerror], [onload], [onclick], [onmouseover]')).toHaveCount(0);
    await expect(article.locator('img')).toHaveCount(1);
    await article.getByText('styled').hover();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

test.describe('an unknown article', () => {
  // The server answers an unknown article's page with 404 (for search engines); the browser logs it.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('says it was not found and links back to the blog', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/blogs/no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'blog-not-found');
    await page.getByRole('link', { name: 'See All Blogs' }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
  });
});

interface LegalExpectation {
  path: string;
  title: string;
  sections: string[];
  sentences: (string | RegExp)[];
  emails: RegExp[];
}

const legalPages: LegalExpectation[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: [
      'Information we collect',
      'How we use your information',
      'Data sharing',
      'Cookies and browser storage',
      'Security and retention',
      'Your rights',
      'Children',
      'Updates to this policy',
    ],
    sentences: ['Digital Personal Data Protection Act, 2023', 'Grievance Officer', 'We do not sell or rent your personal data.', 'Razorpay'],
    emails: [/^support@/],
  },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    sections: [
      'Use of the website',
      'Product information',
      'Orders and payments',
      'Shipping across India',
      'Installation and safe use',
      'Liability',
      'Governing law and disputes',
      'Changes to these terms',
      'Contact',
    ],
    sentences: [
      'Indian Rupees (INR) through Razorpay',
      'We ship to addresses across India',
      /must be made within 7 days of delivery/,
      'We may change these terms from time to time.',
    ],
    emails: [/^support@/],
  },
  {
    path: '/return-policy',
    title: 'Returns and Refund Policy',
    sections: ['How a return works', 'Refunds', 'Items that cannot be returned', 'Cancelling an order', 'Contact'],
    sentences: [
      /Our return rules above/,
      /choose Return items/,
      /refund the items that came back to the original payment method/,
      'Products damaged through misuse',
      'We check your request within 2 working days.',
    ],
    emails: [/^support@/],
  },
];

test.describe('the legal pages', () => {
  for (const legal of legalPages) {
    test(`${legal.path}: title, last update, contents linking to every section, and the key terms`, { tag: '@phone' }, async ({ page }, testInfo) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link')).toHaveText(legal.sections);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: /^(On this page|Other policies|Questions\?|Our return rules)$/ })).toHaveText(
        legal.sections,
      );

      for (const sentence of legal.sentences) await expect(main.getByText(sentence).first()).toBeVisible();
      for (const email of legal.emails) {
        await expect(main.getByRole('link', { name: email }).first()).toHaveAttribute('href', /^mailto:/);
      }

      // A contents link moves to its section.
      const last = legal.sections[legal.sections.length - 1]!;
      await contents.getByRole('link', { name: last, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}#`));
      await expect(main.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport();

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, testInfo, legal.path.slice(1));
    });
  }

  test('each legal page links to the other two', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/terms');
    const others = page.getByRole('navigation', { name: 'Other policies' });
    await expect(others.getByRole('link')).toHaveText(['Privacy Policy', 'Returns and Refund Policy']);
    await others.getByRole('link', { name: 'Returns and Refund Policy' }).click();
    await expect(page).toHaveURL('/return-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns and Refund Policy');
  });
});
