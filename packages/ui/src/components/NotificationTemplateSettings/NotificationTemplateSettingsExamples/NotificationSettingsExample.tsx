import { useState } from 'react';
import type { NotificationEvent } from '../../OrderNotifications';
import {
  NotificationTemplateSettings,
  type NotificationTemplate,
  type NotificationTemplateSettingsProps,
} from '../NotificationTemplateSettings';

export interface NotificationSettingsExampleProps extends Omit<NotificationTemplateSettingsProps, 'templates' | 'onSave'> {
  initial: NotificationTemplate[];
  onSave?: (enabledEvents: NotificationEvent[]) => void;
  /** The save is refused (someone else saved first). */
  saveFails?: boolean;
  delay?: number;
}

/**
 * The back-office's settings page as it wires the panel: Save puts the events, and the answer replaces the
 * templates. A fake server stands in for the API. Stories only.
 */
export function NotificationSettingsExample({ initial, onSave, saveFails = false, delay = 300, ...props }: NotificationSettingsExampleProps) {
  const [templates, setTemplates] = useState(initial);
  const save = (enabledEvents: NotificationEvent[]) => {
    onSave?.(enabledEvents);
    return new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        if (saveFails) {
          reject(new Error('409'));
          return;
        }
        setTemplates((saved) => saved.map((template) => ({ ...template, enabled: enabledEvents.includes(template.event) })));
        resolve();
      }, delay);
    });
  };
  return <NotificationTemplateSettings {...props} templates={templates} onSave={save} />;
}
