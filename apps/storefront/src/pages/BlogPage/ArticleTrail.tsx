import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { sprinkles } from '@shop/ui/sprinkles';
import { blogsCopy } from '../../copy/blogs';

/** Home › Blogs › {title}. */
export function ArticleTrail({ title }: { title: string }) {
  return (
    <Breadcrumbs label={blogsCopy.article.breadcrumbs} className={sprinkles({ minWidth: '0' })}>
      <Breadcrumb href="/">{blogsCopy.article.home}</Breadcrumb>
      <Breadcrumb href="/blogs">{blogsCopy.article.blogs}</Breadcrumb>
      <Breadcrumb>{title}</Breadcrumb>
    </Breadcrumbs>
  );
}
