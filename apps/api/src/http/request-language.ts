import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageWithCode, type ShopLanguage } from '@shop/rules/languages';

/**
 * The language a call wants its answer's words in: its `lang` parameter (the contract's Language, which the
 * storefront's Hindi build sends on every call). English, the shop's own, without one; an operation that declares the
 * parameter has refused a language the shop does not speak before this, and any other call ignores it.
 */
export function requestLanguage(request: FastifyRequest): ShopLanguage {
  return languageWithCode((request.query as { lang?: unknown } | undefined)?.lang) ?? DEFAULT_LANGUAGE;
}
