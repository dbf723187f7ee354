export {
  MessagingPreferences,
  type MessagingPreferencesProps,
  type MessagingPreferencesValue,
  type MessagingPreferencesUpdate,
  type MessagingPreferencesLabels,
  type MessagingChoice,
  type MessagingChoices,
  type MessagingPurpose,
} from './MessagingPreferences';
