import { errorStatus, useUpdateNotificationSettingsMutation, type NotificationEvent, type NotificationSettings } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { NotificationTemplateSettings } from '@shop/ui/NotificationTemplateSettings';
import { Stack } from '@shop/ui/Stack';
import { useState } from 'react';
import { messagingCopy } from '../../copy/messaging';
import { serverProblem } from '../../features/forms/serverProblem';

const copy = messagingCopy.settings;

interface Refusal {
  message: string;
  /** Someone else saved first (409): their settings are offered. */
  isConflict: boolean;
}

/**
 * @shop/ui's NotificationTemplateSettings over the settings as read: the owner's Save sends the events that are on
 * with the version read, and the answer becomes what the panel shows. A colleague's save meanwhile is refused (409):
 * the panel says so, keeps the owner's switches, and offers theirs (`onReload` starts the panel again from the
 * server's). Staff without the owner's role read it, switches disabled.
 */
export function NotificationSettingsPanel({ read, canEdit, onReload }: { read: NotificationSettings; canEdit: boolean; onReload: () => void }) {
  const [update] = useUpdateNotificationSettingsMutation();
  // What the panel shows and the version the next save names: as read, then as each save answered.
  const [shown, setShown] = useState(read);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const save = async (enabledEvents: NotificationEvent[]) => {
    setRefusal(null);
    const result = await update({ notificationSettingsUpdate: { version: shown.version, enabled_events: enabledEvents } });
    if (result.error) {
      const isConflict = errorStatus(result.error) === 409;
      setRefusal({ message: isConflict ? copy.conflict : serverProblem(result.error, copy).detail, isConflict });
      throw result.error;
    }
    setShown(result.data);
  };

  return (
    <Stack gap="4">
      <NotificationTemplateSettings
        channels={shown.channels}
        templates={shown.templates}
        canEdit={canEdit}
        onSave={canEdit ? save : undefined}
        errorMessage={refusal?.message}
        labels={copy.panel}
      />
      {refusal?.isConflict && (
        <Inline>
          <Button variant="secondary" onPress={onReload}>
            {copy.reload}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
