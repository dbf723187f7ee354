import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { defaultChannelNames, messagingChannels, type MessagingChannel } from '../MessagingOptIn/messagingChannels';
import { StatusIcon } from '../OrderBadge/StatusIcon';
import { ToneBadge } from '../OrderBadge/ToneBadge';
import { defaultEventNames, defaultProviderNames, type NotificationEvent, type NotificationProvider } from '../OrderNotifications/notificationEvents';
import { Surface } from '../Surface';
import { Switch } from '../Switch';
import { ErrorIcon } from '../TextField/FieldParts';
import * as styles from './NotificationTemplateSettings.css';

/** What one event sends (the contract's `NotificationTemplate`). */
export interface NotificationTemplate {
  event: NotificationEvent;
  enabled: boolean;
  /** The name registered with Meta. */
  whatsapp_template: string;
  /** The DLT template id; null sends no SMS for the event. */
  sms_template_id: string | null;
  /** What {{1}}, {{2}}, … stand for, in order. */
  parameters: ReadonlyArray<string>;
  /** Quick-reply buttons, in order. */
  buttons: ReadonlyArray<string>;
}

/** Who carries each channel (the contract's `NotificationSettings.channels`). */
export type NotificationChannels = Record<MessagingChannel, NotificationProvider>;

/** The words of the settings, in the shop's language. */
export interface NotificationTemplateSettingsLabels {
  title: string;
  intro: string;
  channels: string;
  whatsapp: string;
  sms: string;
  providers: Record<NotificationProvider, string>;
  /** A connected channel's badge, given its provider's name. */
  connected: (provider: string) => string;
  /** A channel in demo. */
  demo: string;
  /** Under the channels while one is in demo. */
  demoNote: string;
  events: string;
  eventNames: Record<NotificationEvent, string>;
  eventDescriptions: Record<NotificationEvent, string>;
  whatsappTemplate: string;
  parameters: string;
  buttons: string;
  none: string;
  smsTemplate: string;
  noSmsTemplate: string;
  save: string;
  saving: string;
  saved: string;
  unsaved: string;
  saveFailed: string;
  ownerOnly: string;
}

const defaultLabels: NotificationTemplateSettingsLabels = {
  title: 'WhatsApp and SMS messages',
  intro: 'Which order events message the customer. Each customer gets them only on the channels they chose.',
  channels: 'Channels',
  whatsapp: defaultChannelNames.whatsapp,
  sms: defaultChannelNames.sms,
  providers: defaultProviderNames,
  connected: (provider) => `Connected: ${provider}`,
  demo: 'Demo: log only',
  demoNote: 'A channel in demo sends nothing to customers: its messages are only written to the server’s log. Its keys, set on the server, connect it.',
  events: 'Events',
  eventNames: defaultEventNames,
  eventDescriptions: {
    order_placed: 'When an order is placed, paid online or to be paid on delivery.',
    cod_confirmation: 'Asks the customer to confirm a cash-on-delivery order, with Confirm and Cancel buttons.',
    shipped: 'When the parcel leaves with the courier, with the tracking link.',
    out_for_delivery: 'When the courier sets out to deliver it.',
    delivery_problem: 'When the courier could not deliver it: asks what to do (deliver again or return) by the courier’s deadline.',
    delivered: 'When it is delivered, with a link to review the products.',
    return_update: 'At each step of a return: asked for, approved or not, pickup booked, received (or refused at the check), refunded or replaced.',
    refund_processed: 'When a refund is paid.',
    abandoned_cart: 'Once, when a signed-in customer leaves their cart for some hours: on WhatsApp only to those who allowed offers there, otherwise by e-mail. Never by SMS.',
    complaint_update: 'When a customer’s complaint is filed (with its ticket number), answered by the shop, or resolved.',
    quote_update: 'When a customer’s request for quotation arrives (with its quote number), and when its quotation is ready.',
    visit_reminder: 'The day before a site survey or an installation visit, with its time; again if the visit is moved to another day.',
    visit_moved: 'When the shop moves a site survey or an installation visit to another time, with its new time (the e-mail says why).',
  },
  whatsappTemplate: 'WhatsApp template',
  parameters: 'Parameters',
  buttons: 'Buttons',
  none: 'None',
  smsTemplate: 'SMS (DLT template ID)',
  noSmsTemplate: 'No SMS template configured',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  unsaved: 'You have changes that are not saved yet.',
  saveFailed: 'The settings could not be saved. Please try again.',
  ownerOnly: 'Only the owner can change these.',
};

export interface NotificationTemplateSettingsProps {
  /** Who carries WhatsApp and SMS: a provider, or `demo` when the channel is not configured. */
  channels: NotificationChannels;
  /** Every event's templates and whether it is on, as the API answers them; pass the new answer after saving. */
  templates: ReadonlyArray<NotificationTemplate>;
  /** Whether this staff member may change them (the owner). Otherwise the switches are disabled and there is no Save. */
  canEdit: boolean;
  /**
   * Saves which events are on, in the order shown. Return the request's promise: Save shows "Saving…"
   * until it settles; a rejection is announced (with `errorMessage` when given).
   */
  onSave?: (enabledEvents: NotificationEvent[]) => void | PromiseLike<unknown>;
  /** The caller's words for a failed save (a stale version: "Someone else changed these. Reload to see their change."). */
  errorMessage?: ReactNode;
  /** The title's level in the page outline; the parts take the next level. */
  headingLevel?: 2 | 3;
  /** Words; each one left out keeps its English default (`eventNames`, `eventDescriptions` and `providers` merge one by one). */
  labels?: Partial<Omit<NotificationTemplateSettingsLabels, 'eventNames' | 'eventDescriptions' | 'providers'>> & {
    eventNames?: Partial<NotificationTemplateSettingsLabels['eventNames']>;
    eventDescriptions?: Partial<NotificationTemplateSettingsLabels['eventDescriptions']>;
    providers?: Partial<NotificationTemplateSettingsLabels['providers']>;
  };
  className?: string;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The back-office settings of the shop's WhatsApp and SMS messages: which channels are connected (or in
 * demo), and for each order event a switch with its WhatsApp template, the template's parameters in
 * order, its buttons and its SMS DLT template. The owner switches events and saves; other staff see
 * them read-only.
 */
export function NotificationTemplateSettings({
  channels,
  templates,
  canEdit,
  onSave,
  errorMessage,
  headingLevel = 2,
  labels,
  className,
}: NotificationTemplateSettingsProps) {
  const words: NotificationTemplateSettingsLabels = {
    ...defaultLabels,
    ...labels,
    eventNames: { ...defaultLabels.eventNames, ...labels?.eventNames },
    eventDescriptions: { ...defaultLabels.eventDescriptions, ...labels?.eventDescriptions },
    providers: { ...defaultLabels.providers, ...labels?.providers },
  };
  const titleId = useId();
  const introId = useId();
  const eventsId = useId();
  const channelsId = useId();
  const [draft, setDraft] = useState<ReadonlySet<NotificationEvent> | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [answered, setAnswered] = useState(templates);

  // A new answer after a save replaces the draft; unsaved changes survive a refetch.
  if (answered !== templates) {
    setAnswered(templates);
    if (saveState === 'saved') setDraft(null);
  }

  const saved = new Set(templates.filter((template) => template.enabled).map((template) => template.event));
  const enabled = draft ?? saved;
  const isDirty = templates.some((template) => enabled.has(template.event) !== saved.has(template.event));
  const isEditable = canEdit && onSave !== undefined;

  const flip = (event: NotificationEvent, isOn: boolean) => {
    const next = new Set(enabled);
    if (isOn) next.add(event);
    else next.delete(event);
    setDraft(next);
    if (saveState !== 'saving') setSaveState('idle');
  };

  const save = async () => {
    if (!onSave || saveState === 'saving') return;
    setSaveState('saving');
    try {
      await onSave(templates.map((template) => template.event).filter((event) => enabled.has(event)));
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  };

  const hasError = errorMessage != null && errorMessage !== false;
  const anyDemo = messagingChannels.some((channel) => channels[channel] === 'demo');
  const Title = `h${headingLevel}` as const;
  const PartTitle = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <Surface as="section" aria-labelledby={titleId} aria-describedby={introId} className={cx(styles.panel, className)} gap="5">
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {words.title}
        </Title>
        <p id={introId} className={styles.intro}>
          {words.intro}
        </p>
        {!canEdit && (
          <p className={styles.ownerOnly}>
            <span className={styles.ownerOnlyIcon}>
              <StatusIcon name="shield" />
            </span>
            {words.ownerOnly}
          </p>
        )}
      </header>

      <section aria-labelledby={channelsId} className={styles.part}>
        <PartTitle id={channelsId} className={styles.partTitle}>
          {words.channels}
        </PartTitle>
        <dl className={styles.channels}>
          {messagingChannels.map((channel) => {
            const provider = channels[channel];
            return (
              <div key={channel} className={styles.channel}>
                <dt className={styles.channelName}>{channel === 'whatsapp' ? words.whatsapp : words.sms}</dt>
                <dd className={styles.channelState}>
                  {provider === 'demo' ? (
                    <ToneBadge tone="warning" icon={<StatusIcon name="pencil" />} size="md">
                      {words.demo}
                    </ToneBadge>
                  ) : (
                    <ToneBadge tone="success" icon={<StatusIcon name="check" />} size="md">
                      {words.connected(words.providers[provider])}
                    </ToneBadge>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {anyDemo && <p className={styles.note}>{words.demoNote}</p>}
      </section>

      <section aria-labelledby={eventsId} className={styles.part}>
        <PartTitle id={eventsId} className={styles.partTitle}>
          {words.events}
        </PartTitle>
        <ul className={styles.events} aria-labelledby={eventsId}>
          {templates.map((template) => (
            <li key={template.event} className={styles.event}>
              <Switch
                labelPlacement="before"
                className={styles.eventSwitch}
                isSelected={enabled.has(template.event)}
                onChange={(isOn) => flip(template.event, isOn)}
                isDisabled={!isEditable}
                description={words.eventDescriptions[template.event]}
              >
                <span className={styles.eventName}>{words.eventNames[template.event]}</span>
              </Switch>
              <dl className={styles.details}>
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>{words.whatsappTemplate}</dt>
                  <dd className={cx(styles.detailValue, styles.code)}>{template.whatsapp_template}</dd>
                </div>
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>{words.smsTemplate}</dt>
                  <dd className={styles.detailValue}>
                    {template.sms_template_id ? (
                      <span className={styles.code}>{template.sms_template_id}</span>
                    ) : (
                      <span className={styles.muted}>{words.noSmsTemplate}</span>
                    )}
                  </dd>
                </div>
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>{words.parameters}</dt>
                  <dd className={styles.detailValue}>
                    {template.parameters.length > 0 ? (
                      <ol className={styles.parameters}>
                        {template.parameters.map((parameter, index) => (
                          <li key={index} className={styles.parameter}>
                            <span className={styles.placeholder}>{`{{${index + 1}}}`}</span>
                            <span className={visuallyHidden}>: </span>
                            <span>{parameter}</span>
                          </li>
                        ))}
                      </ol>
                    ) : (
                      <span className={styles.muted}>{words.none}</span>
                    )}
                  </dd>
                </div>
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>{words.buttons}</dt>
                  <dd className={styles.detailValue}>
                    {template.buttons.length > 0 ? (
                      <ul className={styles.buttons}>
                        {template.buttons.map((button, index) => (
                          <li key={index} className={styles.button}>
                            {button}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className={styles.muted}>{words.none}</span>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      {isEditable && (
        <div className={styles.footer}>
          <Button isPending={saveState === 'saving'} pendingLabel={words.saving} onPress={() => void save()}>
            {words.save}
          </Button>
          <p role="status" className={styles.saveStatus}>
            {saveState === 'saved' ? words.saved : isDirty && saveState !== 'failed' ? words.unsaved : ''}
          </p>
        </div>
      )}
      <div role="alert" className={styles.alert}>
        {(hasError || saveState === 'failed') && (
          <p className={styles.error}>
            <ErrorIcon />
            <span>{hasError ? errorMessage : words.saveFailed}</span>
          </p>
        )}
      </div>
    </Surface>
  );
}
