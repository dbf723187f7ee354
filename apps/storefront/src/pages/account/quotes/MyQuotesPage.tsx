import { LinkButton } from '@shop/ui/LinkButton';
import { quoteCopy } from '../../../copy/quotes';
import { MyQuotes } from '../../../features/quotes/MyQuotes';
import { REQUEST_QUOTE_PATH } from '../../../features/quotes/quoteLines';
import { AccountPageFrame } from '../AccountPageFrame';

const copy = quoteCopy.mine;

/** /account/quotes, 'Your quotes': the customer's requests for quotation, each with its status and page. */
export function MyQuotesPage() {
  return (
    <AccountPageFrame title={copy.title} intro={copy.intro} action={<LinkButton href={REQUEST_QUOTE_PATH}>{copy.request}</LinkButton>}>
      <MyQuotes isTitled={false} />
    </AccountPageFrame>
  );
}
