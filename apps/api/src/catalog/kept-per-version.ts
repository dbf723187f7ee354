/**
 * What every answer of one public data version can share, kept until the version changes (decision 020):
 * a listing's facet counts, the words of the catalogue's titles. The shared answers keep whole pages by
 * URL; this keeps the parts many different pages have in common, so each is worked out once per version.
 */
import { LRUCache } from 'lru-cache';

/** `build()`'s result for `key` in the version at hand: kept, or built now and kept for the next request. */
export type Keep = <T>(key: string, build: () => Promise<T>) => Promise<T>;

export class KeptPerVersion {
  readonly #kept: LRUCache<string, Promise<unknown>>;

  constructor(maxEntries = 1000) {
    this.#kept = new LRUCache({ max: maxEntries });
  }

  /** For a request building public data `version`'s answer. Requests asking at once share one build. */
  forVersion(version: string): Keep {
    return <T>(key: string, build: () => Promise<T>): Promise<T> => {
      const versionKey = `${version}\n${key}`;
      const kept = this.#kept.get(versionKey);
      if (kept) return kept as Promise<T>;
      const building = build();
      this.#kept.set(versionKey, building);
      // A failed build is not kept: the next request builds again.
      building.catch(() => {
        if (this.#kept.get(versionKey) === building) this.#kept.delete(versionKey);
      });
      return building;
    };
  }
}

/** No version to keep things for: everything is built for this request alone. */
export const keepNothing: Keep = (_key, build) => build();
