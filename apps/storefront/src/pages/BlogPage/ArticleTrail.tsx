import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { sprinkles } from '@shop/ui/sprinkles';
import { blogsCopy } from '../../copy/blogs';
import { InLanguage } from '../../shared/textLanguage';

/** Home › Blogs › {title}. */
export function ArticleTrail({ title, lang }: { title: string; lang: 'en' | undefined }) {
  return (
    <Breadcrumbs label={blogsCopy.article.breadcrumbs} className={sprinkles({ minWidth: '0' })}>
      <Breadcrumb href="/">{blogsCopy.article.home}</Breadcrumb>
      <Breadcrumb href="/blogs">{blogsCopy.article.blogs}</Breadcrumb>
      <Breadcrumb>
        <InLanguage lang={lang}>{title}</InLanguage>
      </Breadcrumb>
    </Breadcrumbs>
  );
}
