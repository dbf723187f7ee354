export {
  NotificationTemplateSettings,
  type NotificationTemplateSettingsProps,
  type NotificationTemplate,
  type NotificationChannels,
  type NotificationTemplateSettingsLabels,
} from './NotificationTemplateSettings';
