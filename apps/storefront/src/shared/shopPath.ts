import { shopPathIn } from '@shop/rules/languages';
import { LANGUAGE } from './language';

/** A path of the address bar as the router and the route table know it: without this language's folder ("/hi"). */
export function shopPath(pathname: string): string {
  return shopPathIn(pathname, LANGUAGE) ?? pathname;
}
