import { useGetReturnRulesQuery } from '@shop/api-client';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { returnRulesCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

/**
 * /return-policy: the owner's rules (the window, replacements, what is returnable only for the shop's fault) read
 * from the same settings the return request applies, so the page and the order page never disagree; the policy's
 * own text follows.
 */
export function ReturnPolicyPage() {
  return <LegalPage slug="return-policy" lead={<ReturnRules />} />;
}

function ReturnRules() {
  const { data: rules } = useGetReturnRulesQuery();
  if (!rules) return null;
  const words = returnRulesCopy;
  return (
    <Surface as="section" aria-labelledby="return-rules" gap="3">
      <Heading level={2} id="return-rules" size="md">
        {words.title}
      </Heading>
      <Stack as="ul" gap="2">
        <li>
          <Text>{words.window(rules.window_days)}</Text>
        </li>
        <li>
          <Text>{words.shopFault(rules.shop_fault_reasons.map((reason) => words.reasons[reason]))}</Text>
        </li>
        <li>
          <Text>{rules.replacement_reasons.length > 0 ? words.replacement(rules.replacement_reasons.map((reason) => words.reasons[reason])) : words.noReplacement}</Text>
        </li>
        {rules.non_returnable.length > 0 && (
          <li>
            <Text>{words.nonReturnable(rules.non_returnable.map((each) => each.name))}</Text>
          </li>
        )}
      </Stack>
    </Surface>
  );
}
