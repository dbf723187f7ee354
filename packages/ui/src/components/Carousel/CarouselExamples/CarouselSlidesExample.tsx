import { LinkButton } from '../../LinkButton';
import * as styles from './CarouselExamples.css';
import { bannerSlides, bestsellers, clients } from './storySlides';

/** Slides for the stories (stories only). */

export function BannerSlideExample({ title, text, image }: (typeof bannerSlides)[number]) {
  return (
    <article className={styles.banner}>
      <div className={styles.bannerText}>
        <h3 className={styles.bannerTitle}>{title}</h3>
        <p className={styles.bannerCopy}>{text}</p>
        <LinkButton href="/products" variant="secondary">
          Shop now
        </LinkButton>
      </div>
      <img className={styles.bannerImage} src={image} alt="" />
    </article>
  );
}

export function ProductSlideExample({ title, price, maxPrice, image }: (typeof bestsellers)[number]) {
  return (
    <article className={styles.productCard}>
      <img className={styles.productImage} src={image} alt="" />
      <div>
        <h3 className={styles.productTitle}>{title}</h3>
        <p className={styles.productPrices}>
          <span className={styles.productPrice}>{price}</span>
          <s className={styles.productMaxPrice}>{maxPrice}</s>
        </p>
      </div>
      <LinkButton href="/products" variant="primary" isFullWidth aria-label={`Buy now: ${title}`}>
        Buy Now
      </LinkButton>
    </article>
  );
}

export function ClientSlideExample({ name, image }: (typeof clients)[number]) {
  return (
    <div className={styles.logo}>
      <img className={styles.logoImage} src={image} alt={name} />
    </div>
  );
}
