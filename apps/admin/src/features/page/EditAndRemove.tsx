import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';

interface EditAndRemoveProps {
  /** The record's editor. */
  editHref: string;
  /** The buttons' words, and their names naming the record for screen readers ("Edit DIWALI10"). */
  edit: { action: string; label: string };
  remove: { action: string; label: string };
  /** Opens the confirmation; nothing is removed before it. */
  onRemove: () => void;
}

/** A row's owner actions in a list of records (coupons, sales): open it in its editor, or remove it after a confirmation. */
export function EditAndRemove({ editHref, edit, remove, onRemove }: EditAndRemoveProps) {
  return (
    <Inline gap="2" wrap>
      <LinkButton href={editHref} size="sm" variant="secondary" aria-label={edit.label}>
        {edit.action}
      </LinkButton>
      <Button size="sm" variant="secondary" aria-label={remove.label} onPress={onRemove}>
        {remove.action}
      </Button>
    </Inline>
  );
}
