import { blogPath } from '@shop/rules';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Link } from 'react-router-dom';
import { blogsCopy } from '../../copy/blogs';
import type { BlogSummary } from '../../features/blog/blogSummary';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import * as styles from './BlogCard.css';
import { BlogImage } from './BlogImage';

export interface BlogCardProps {
  blog: BlogSummary;
  /** Cards in the first row load their image at once. */
  isImageEager?: boolean;
}

/**
 * One article in the list: image, title, date, snippet and 'Read Full Article'. The link's name
 * carries the title ('Read Full Article: …', from visually hidden text) so a list of links stays
 * meaningful, and its click area covers the whole card.
 */
export function BlogCard({ blog, isImageEager }: BlogCardProps) {
  return (
    <article className={styles.card}>
      <BlogImage src={blog.image} className={styles.image} isEager={isImageEager} />
      <div className={styles.body}>
        <h2 className={styles.title}>{blog.title}</h2>
        <time className={styles.date} dateTime={blog.publishedAt}>
          {formatLongUsDate(blog.publishedAt)}
        </time>
        <p className={styles.snippet}>{blog.snippet}</p>
        <Link className={styles.readMore} to={blogPath(blog.slug)}>
          {/* Spoken in full by the hidden text (a hidden span after the visible words would be read with a stray space). */}
          <span aria-hidden="true">{blogsCopy.list.readMore}</span>
          <span className={visuallyHidden}>{blogsCopy.list.readMoreSpoken(blog.title)}</span>
          <svg className={styles.arrow} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
            <path d="M3 8h10m-4-4 4 4-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      </div>
    </article>
  );
}
