/**
 * Words of the blog list (/blogs) and an article (/blogs/{slug}). Quoted strings from the
 * product brief are exact, typos included; the rest is marked as ours.
 */
export const blogsCopy = {
  list: {
    title: 'Our Blogs',
    // Ours: one line under the title on what the articles are.
    intro: 'Practical guides on keeping pigeons, other birds and monkeys away humanely, from the team that makes our spikes and nets.',
    empty: 'No blogs available at the moment. Stay Tuned !!',
    // Ours: the empty state's second line and its way out.
    emptyHint: 'Meanwhile, our products page has installation notes for every spike and net.',
    browseProducts: 'Browse Products',
    readMore: 'Read Full Article',
    // Ours: the link's spoken name, so each card's link has its own.
    readMoreSpoken: (title: string) => `Read Full Article: ${title}`,
    // Ours: the spinner's spoken name while the list loads.
    loading: 'Loading blogs',
  },

  article: {
    // The product brief's title when an article has no h1 (also in features/blog/blogHtml.ts).
    fallbackTitle: 'Blog Title',
    publishedOn: 'Published on:',
    loading: 'Loading...',
    recentPosts: 'RECENT POSTS',
    // Ours: the trail above the article.
    breadcrumbs: 'Breadcrumbs',
    home: 'Home',
    blogs: 'Blogs',
    backToBlogs: 'All articles',
    // Ours: an unknown slug.
    notFound: 'Article not found',
    notFoundBody: 'This article does not exist or has been taken down. Our other guides are on the blog.',
    seeAllBlogs: 'See All Blogs',
  },

  // Ours: the product brief only logs failed blog calls; readers deserve a way back.
  loadFailed: 'We could not load our articles just now. Please check your connection and try again.',
  retry: 'Try again',
} as const;
