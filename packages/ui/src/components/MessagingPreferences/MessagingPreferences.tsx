import { INDIAN_MOBILE_MESSAGE } from '@shop/rules/patterns';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DAY_MONTH_YEAR_TIME, formatInstant } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { defaultChannelNames, messagingChannels, type ConsentSource, type MessagingChannel } from '../MessagingOptIn/messagingChannels';
import { Surface } from '../Surface';
import { Switch } from '../Switch';
import { ErrorIcon } from '../TextField/FieldParts';
import { MobileNumber, type MobileNumberLabels } from './MobileNumber';
import { NumberProof, type NumberProofLabels, type NumberProofProps } from './NumberProof';
import * as styles from './MessagingPreferences.css';

/** What the customer may be messaged about: their orders, or offers (marketing), chosen separately. */
export type MessagingPurpose = 'order_updates' | 'marketing';

/** One channel's choice for one purpose, with when and where it was last made (the contract's `MessagingChoice`). */
export interface MessagingChoice {
  granted: boolean;
  /** ISO 8601; null when it was never chosen. */
  changed_at: string | null;
  source: ConsentSource | null;
}

export type MessagingChoices = Record<MessagingChannel, MessagingChoice>;

/** The saved choices and the number they apply to: the contract's `MessagingPreferences`, as the API answers it. */
export interface MessagingPreferencesValue {
  /** The ten digits messages go to; null when none is saved. */
  mobile: string | null;
  order_updates: MessagingChoices;
  marketing: MessagingChoices;
  /**
   * The channels on which the number replied STOP: nothing is sent there whatever the switches say, until the
   * number itself asks again. Left out by an older server.
   */
  stopped?: readonly MessagingChannel[];
  /**
   * Whether the number is confirmed as the customer's: nothing is sent to it until it is. Left out by an older
   * server, which sends to every number: then no confirmation is offered.
   */
  verified?: boolean;
}

/** A change: the contract's `MessagingPreferencesUpdate`, ready to send. */
export interface MessagingPreferencesUpdate {
  mobile?: string | null;
  order_updates?: Partial<Record<MessagingChannel, boolean>>;
  marketing?: Partial<Record<MessagingChannel, boolean>>;
}

/** The words of the panel, in the shop's language. */
export interface MessagingPreferencesLabels extends MobileNumberLabels, NumberProofLabels {
  title: string;
  intro: string;
  orderUpdates: string;
  orderUpdatesDescription: string;
  marketing: string;
  marketingDescription: string;
  whatsapp: string;
  sms: string;
  /** A switch's description: its state, and when and where it was chosen ("On since 26 Nov 2026, 6:15 pm, chosen at checkout"). */
  choice: (isOn: boolean, when: string | null, source: ConsentSource | null) => string;
  /** A switch's description while its change is being saved. */
  saving: string;
  /** Under each switch of a channel on which the number replied STOP, so turning it on does not seem to work when it does not. */
  stopped: (channel: MessagingChannel) => string;
  /** Under the number field when it is asked for before a switch can go on, given "order updates on WhatsApp". */
  askForMobile: (what: string) => string;
  /** Announced when a switch could not be saved and the caller gave no error of its own. */
  saveFailed: string;
  /** Announced once the number is confirmed. */
  proved: string;
}

const sourceOn: Record<ConsentSource, string> = {
  sign_up: 'chosen when you signed up',
  checkout: 'chosen at checkout',
  account: 'turned on in your account',
  reply_stop: 'after your reply',
  unsubscribe_link: 'from a link in our e-mail',
};

const sourceOff: Record<ConsentSource, string> = {
  sign_up: 'when you signed up',
  checkout: 'at checkout',
  account: 'turned off in your account',
  reply_stop: 'you replied STOP',
  unsubscribe_link: 'you unsubscribed from our e-mail',
};

const defaultLabels: MessagingPreferencesLabels = {
  title: 'WhatsApp and SMS',
  intro: 'We message you only about what you switch on here. Switch it off at any time, or reply STOP to any of our messages.',
  orderUpdates: 'Order updates',
  orderUpdatesDescription: 'When your order is placed, shipped, out for delivery and delivered.',
  marketing: 'Offers and sales',
  marketingDescription: 'Sales and new products, now and then.',
  whatsapp: defaultChannelNames.whatsapp,
  sms: defaultChannelNames.sms,
  choice: (isOn, when, source) => {
    const state = isOn ? 'On' : 'Off';
    if (!when) return state;
    const why = source ? (isOn ? sourceOn : sourceOff)[source] : null;
    return why ? `${state} since ${when}, ${why}` : `${state} since ${when}`;
  },
  saving: 'Saving…',
  stopped: (channel) =>
    channel === 'whatsapp'
      ? 'You replied STOP from this number, so we send nothing on WhatsApp until you send START to us there.'
      : 'You replied STOP to our SMS from this number, so we send none.',
  askForMobile: (what) => `Add your mobile number to get ${what}.`,
  saveFailed: 'Your choice could not be saved. Please try again.',
  mobile: 'Mobile number',
  noMobile: 'No number saved',
  mobileDescription: 'WhatsApp and SMS messages go to this number.',
  change: 'Change number',
  add: 'Add number',
  save: 'Save',
  cancel: 'Cancel',
  mobileMissing: 'Enter your mobile number.',
  mobileInvalid: INDIAN_MOBILE_MESSAGE,
  mobileSaveFailed: 'The number could not be saved. Please try again.',
  unproved: 'This number is not confirmed yet, so we send nothing to it. Confirm it with a code we send there.',
  confirmNumber: 'Confirm this number',
  chooseChannel: 'Send the code',
  sendBy: (channel) => (channel === 'whatsapp' ? 'On WhatsApp' : 'By SMS'),
  sending: 'Sending…',
  codeSent: (channel, minutes) => `We sent a 6-digit code ${channel === 'whatsapp' ? 'on WhatsApp' : 'by SMS'}. It works for ${minutes} minutes.`,
  code: 'Code',
  submitCode: 'Confirm',
  confirming: 'Confirming…',
  resend: 'Send a new code',
  resendIn: (seconds) => `Send a new code in ${seconds} s`,
  sendFailed: 'The code could not be sent. Please try again.',
  proved: 'Your number is confirmed.',
};

export interface MessagingPreferencesProps {
  /** The saved choices, as the API answers them; pass the new answer after each change. */
  preferences: MessagingPreferencesValue;
  /**
   * Saves a change the moment a switch is flipped (one tap withdraws) or the number is saved. Return the
   * request's promise: the switch shows "Saving…" until it settles, and goes back if it rejects.
   */
  onChange: (update: MessagingPreferencesUpdate) => void | PromiseLike<unknown>;
  /** The caller's words for a failed change (the server's `detail`); shown and announced while set. */
  errorMessage?: ReactNode;
  /** The server's error about `mobile` (a 400 naming it); shown under the number field. */
  mobileError?: ReactNode;
  /** Sends the code that confirms the number; without it (and `onConfirmCode`) no confirmation is offered. */
  onSendCode?: NumberProofProps['onSendCode'];
  /** Checks the code typed back; resolves once the number is confirmed and the new `preferences` follow. */
  onConfirmCode?: NumberProofProps['onConfirmCode'];
  /** The server's words when a code could not be sent. */
  sendCodeError?: ReactNode;
  /** The server's error about `code`. */
  codeError?: ReactNode;
  /** The title's level in the page outline; the two groups take the next level. */
  headingLevel?: 2 | 3;
  /** Words; each one left out keeps its English default. */
  labels?: Partial<MessagingPreferencesLabels>;
  className?: string;
}

type SwitchKey = `${MessagingPurpose}.${MessagingChannel}`;

/** A switch moved before the caller's answer: still saving, or saved and waiting for the new `preferences`. */
interface Optimistic {
  isOn: boolean;
  isPending: boolean;
}

const purposes: readonly MessagingPurpose[] = ['order_updates', 'marketing'];

/**
 * The account page's WhatsApp and SMS choices (DPDP Act 2023): the number messages go to, and a switch
 * per channel for order updates and, separately, for offers. Each switch says since when it is on or
 * off and where that was chosen, in India's time. A flip is saved at once, so withdrawing is one tap;
 * turning a channel on with no number saved asks for the number first and saves both together.
 */
export function MessagingPreferences({
  preferences,
  onChange,
  errorMessage,
  mobileError,
  onSendCode,
  onConfirmCode,
  sendCodeError,
  codeError,
  headingLevel = 2,
  labels,
  className,
}: MessagingPreferencesProps) {
  const words = { ...defaultLabels, ...labels };
  const titleId = useId();
  const introId = useId();
  const groupId = useId();
  const [optimistic, setOptimistic] = useState<Partial<Record<SwitchKey, Optimistic>>>({});
  const [answered, setAnswered] = useState(preferences);
  const [hasFailed, setFailed] = useState(false);
  const [isEditing, setEditing] = useState(false);
  /** Set once a code confirmed the number here, so the confirmation is announced. */
  const [hasProved, setProved] = useState(false);
  /** The switch that asked for the number, turned on once the number is saved. */
  const [asking, setAsking] = useState<{ purpose: MessagingPurpose; channel: MessagingChannel } | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const switchRefs = useRef<Partial<Record<SwitchKey, HTMLInputElement | null>>>({});
  /** Where focus goes when the number's editor closes. */
  const focusAfterEdit = useRef<SwitchKey | 'edit' | null>(null);

  // A new answer from the caller replaces every switch that is no longer saving.
  if (answered !== preferences) {
    setAnswered(preferences);
    setOptimistic((moved) => Object.fromEntries(Object.entries(moved).filter(([, entry]) => entry?.isPending)));
  }

  useEffect(() => {
    if (isEditing || !focusAfterEdit.current) return;
    const target = focusAfterEdit.current;
    focusAfterEdit.current = null;
    (target === 'edit' ? editButtonRef.current : switchRefs.current[target])?.focus();
  }, [isEditing]);

  const move = (key: SwitchKey, entry: Optimistic | null) =>
    setOptimistic((moved) => {
      const { [key]: _dropped, ...rest } = moved;
      return entry ? { ...rest, [key]: entry } : rest;
    });

  const send = async (update: MessagingPreferencesUpdate, key: SwitchKey | null, isOn: boolean) => {
    setFailed(false);
    if (key) move(key, { isOn, isPending: true });
    try {
      await onChange(update);
      if (key) move(key, { isOn, isPending: false });
    } catch (error) {
      if (key) move(key, null);
      setFailed(true);
      throw error;
    }
  };

  const flip = (purpose: MessagingPurpose, channel: MessagingChannel, isOn: boolean) => {
    if (isOn && !preferences.mobile) {
      setAsking({ purpose, channel });
      setEditing(true);
      return;
    }
    // A failure is shown by the alert; nothing more to do here.
    send({ [purpose]: { [channel]: isOn } }, `${purpose}.${channel}`, isOn).catch(() => {});
  };

  const saveMobile = async (mobile: string) => {
    const key = asking ? (`${asking.purpose}.${asking.channel}` as const) : null;
    const update: MessagingPreferencesUpdate = asking ? { mobile, [asking.purpose]: { [asking.channel]: true } } : { mobile };
    await send(update, key, true);
    focusAfterEdit.current = key ?? 'edit';
    setAsking(null);
    setEditing(false);
  };

  const closeEditor = () => {
    focusAfterEdit.current = asking ? `${asking.purpose}.${asking.channel}` : 'edit';
    setAsking(null);
    setEditing(false);
  };

  const channelName = (channel: MessagingChannel) => (channel === 'whatsapp' ? words.whatsapp : words.sms);
  const purposeName = (purpose: MessagingPurpose) => (purpose === 'order_updates' ? words.orderUpdates : words.marketing);
  const hasError = errorMessage != null && errorMessage !== false;
  const Title = `h${headingLevel}` as const;
  const GroupTitle = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <Surface as="section" aria-labelledby={titleId} aria-describedby={introId} className={cx(styles.panel, className)} gap="5">
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {words.title}
        </Title>
        <p id={introId} className={styles.intro}>
          {words.intro}
        </p>
      </header>

      <div role="alert" className={styles.alert}>
        {(hasError || hasFailed) && (
          <p className={styles.error}>
            <ErrorIcon />
            <span>{hasError ? errorMessage : words.saveFailed}</span>
          </p>
        )}
      </div>

      <MobileNumber
        mobile={preferences.mobile}
        isEditing={isEditing}
        onEdit={() => setEditing(true)}
        onCancel={closeEditor}
        onSave={saveMobile}
        prompt={asking ? words.askForMobile(`${purposeName(asking.purpose).toLowerCase()} on ${channelName(asking.channel)}`) : undefined}
        error={mobileError}
        editButtonRef={editButtonRef}
        words={words}
      />

      {preferences.mobile && preferences.verified === false && !isEditing && onSendCode && onConfirmCode && (
        <NumberProof
          // A new number starts over.
          key={preferences.mobile}
          onSendCode={onSendCode}
          onConfirmCode={async (code) => {
            await onConfirmCode(code);
            setProved(true);
          }}
          sendError={sendCodeError}
          codeError={codeError}
          words={words}
        />
      )}
      <p role="status" className={styles.proved}>
        {hasProved && preferences.verified ? words.proved : ''}
      </p>

      {purposes.map((purpose) => (
        <div
          key={purpose}
          role="group"
          aria-labelledby={`${groupId}-${purpose}`}
          aria-describedby={`${groupId}-${purpose}-about`}
          className={styles.group}
        >
          <div className={styles.groupHeader}>
            <GroupTitle id={`${groupId}-${purpose}`} className={styles.groupTitle}>
              {purposeName(purpose)}
            </GroupTitle>
            <p id={`${groupId}-${purpose}-about`} className={styles.groupDescription}>
              {purpose === 'order_updates' ? words.orderUpdatesDescription : words.marketingDescription}
            </p>
          </div>
          {messagingChannels.map((channel) => {
            const key = `${purpose}.${channel}` as const;
            const saved = preferences[purpose][channel];
            const moved = optimistic[key];
            const isOn = moved?.isOn ?? saved.granted;
            const choice = moved?.isPending
              ? words.saving
              : isOn === saved.granted
                ? words.choice(saved.granted, saved.changed_at ? formatInstant(saved.changed_at, DAY_MONTH_YEAR_TIME) : null, saved.source)
                : words.choice(isOn, null, null);
            const description = preferences.stopped?.includes(channel) ? (
              <>
                {choice}. <span className={styles.stopped}>{words.stopped(channel)}</span>
              </>
            ) : (
              choice
            );
            return (
              <Switch
                key={channel}
                labelPlacement="before"
                className={styles.switchRow}
                inputRef={(input) => {
                  switchRefs.current[key] = input;
                }}
                isSelected={isOn}
                isPending={moved?.isPending}
                onChange={(next) => flip(purpose, channel, next)}
                description={description}
              >
                {channelName(channel)}
              </Switch>
            );
          })}
        </div>
      ))}
    </Surface>
  );
}
