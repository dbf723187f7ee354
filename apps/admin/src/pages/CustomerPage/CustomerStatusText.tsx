import type { CustomerStatus } from '@shop/api-client/admin';
import { Text } from '@shop/ui/Text';
import { customersCopy } from '../../copy/customers';

const TONES = { active: 'success', deactivated: 'warning', erased: 'muted' } as const;

/** The account's state in words (coloured as a hint only), with "Staff" for staff accounts. */
export function CustomerStatusText({ status, isStaff }: { status: CustomerStatus; isStaff: boolean }) {
  const words = customersCopy.status[status];
  return (
    <Text as="span" weight="semibold" tone={TONES[status]}>
      {isStaff ? `${words} · ${customersCopy.staffBadge}` : words}
    </Text>
  );
}
