import type { AuditEntry } from '@shop/api-client/admin';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Dialog, Modal } from '@shop/ui/Modal';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { ValueDiff } from '@shop/ui/ValueDiff';
import { auditCopy } from '../../copy/audit';
import { actionLabel, fieldLabel, formatAuditValue, HIDDEN_FIELDS, recordLabel } from '../../features/audit/auditText';
import { formatAuditTime } from './auditTime';

const copy = auditCopy.entry;

interface AuditEntryDialogProps {
  entry: AuditEntry | null;
  onClose: () => void;
}

/** One entry opened from the table: who, when, which record, and its values before and after, field by field. */
export function AuditEntryDialog({ entry, onClose }: AuditEntryDialogProps) {
  return (
    <Modal size="lg" isOpen={entry !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {entry && (
        <Dialog
          title={copy.title(actionLabel(entry.action))}
          closeLabel={copy.close}
          footer={
            <Button slot="close" variant="secondary">
              {copy.close}
            </Button>
          }
        >
          <Stack gap="4">
            <Box as="dl" display="grid" gridTemplateColumns="auto-main" columnGap="4" rowGap="1" margin="0">
              <Text as="dt" weight="semibold">
                {copy.record}
              </Text>
              <Text as="dd">{recordLabel(entry)}</Text>
              <Text as="dt" weight="semibold">
                {copy.by}
              </Text>
              <Text as="dd">{entry.actor ? `${entry.actor.name} (${entry.actor.email})` : auditCopy.commandLine}</Text>
              <Text as="dt" weight="semibold">
                {copy.at}
              </Text>
              <Text as="dd">
                <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
              </Text>
            </Box>
            {entry.before === null && <Text tone="muted">{copy.created}</Text>}
            {entry.after === null && <Text tone="muted">{copy.deleted}</Text>}
            <ValueDiff
              caption={copy.caption(recordLabel(entry))}
              before={asRecord(entry.before)}
              after={asRecord(entry.after)}
              fieldLabels={fieldLabel}
              formatValue={formatAuditValue}
              hiddenFields={HIDDEN_FIELDS}
              noChangesMessage={copy.noChanges}
            />
          </Stack>
        </Dialog>
      )}
    </Modal>
  );
}

/** The entry's values are the record's admin shape (an object), or null; anything else is shown as one value. */
function asRecord(values: unknown): Record<string, unknown> | null {
  if (values === null || values === undefined) return null;
  return typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : { value: values };
}
