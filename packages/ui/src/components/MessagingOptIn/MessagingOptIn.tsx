import { normaliseIndianMobile } from '@shop/rules/patterns';
import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import { TextField } from '../TextField';
import { inShopOrder, joinNames, type MessagingChannel } from './messagingChannels';
import * as styles from './MessagingOptIn.css';
import { useLocale } from 'react-aria-components/I18nProvider';
import { useUiWords } from '../../words/UiWords';
import { messagingOptInWords, type MessagingOptInLabels } from './messagingOptInWords';

/**
 * The choices made at sign-up or checkout, shaped as the contract's `MessagingOptIn`: send it as the
 * request's `messaging`. `mobile` is there only while a channel is ticked.
 */
export type { MessagingOptInLabels };

export interface MessagingOptInValue {
  mobile?: string;
  order_updates?: MessagingChannel[];
  marketing?: MessagingChannel[];
}



export interface MessagingOptInProps {
  /** The choices (controlled). Everything is unticked when it is left out. */
  value?: MessagingOptInValue;
  /** The choices at first (uncontrolled); unticked unless given. */
  defaultValue?: MessagingOptInValue;
  /** Every change, ready to send as the request's `messaging`. */
  onChange?: (value: MessagingOptInValue) => void;
  /**
   * The number the field starts with, e.g. the profile's, the delivery address's or the sign-up form's own
   * phone. Read when a channel is ticked, so it may be the phone typed above on the same form.
   */
  defaultMobile?: string;
  /** The server's error about `mobile` (a 400 naming it); shown under the field while set. */
  mobileError?: ReactNode;
  isDisabled?: boolean;
  /** Words; each one left out keeps its English default. */
  labels?: Partial<MessagingOptInLabels>;
  className?: string;
}

/**
 * Consent to WhatsApp and SMS messages at sign-up and checkout (DPDP Act 2023): nothing is ticked unless
 * the customer ticks it. Order updates on WhatsApp, SMS or both; the mobile number appears, and is
 * required, once a channel is ticked; offers are a separate box, sent on the same channels. A line says
 * how to withdraw. A form's part: it saves nothing itself.
 */
export function MessagingOptIn({
  value,
  defaultValue,
  onChange,
  defaultMobile,
  mobileError,
  isDisabled = false,
  labels,
  className,
}: MessagingOptInProps) {
  const words = { ...useUiWords('messagingOptIn', messagingOptInWords), ...labels };
  const { locale } = useLocale();
  const [ownValue, setOwnValue] = useState<MessagingOptInValue>(defaultValue ?? {});
  const current = value ?? ownValue;
  // Until a channel is ticked (the value then holds the number) or the number is typed here, it is the page's.
  const [typed, setTyped] = useState<string | null>(null);
  const mobile = typed ?? current.mobile ?? defaultMobile ?? '';
  const withdrawId = useId();

  const orderUpdates = inShopOrder(current.order_updates ?? []);
  const hasChannel = orderUpdates.length > 0;
  const wantsOffers = hasChannel && (current.marketing?.length ?? 0) > 0;
  const names = { whatsapp: words.whatsapp, sms: words.sms };

  const change = (channels: MessagingChannel[], offers: boolean, number: string) => {
    // The value drops the number with the last channel; the field keeps it for the next tick.
    if (channels.length === 0 && typed === null && number !== '') setTyped(number);
    const next: MessagingOptInValue = {
      order_updates: channels,
      // Offers go on the channels ticked for order updates; with none ticked there are none.
      marketing: offers && channels.length > 0 ? channels : [],
      ...(channels.length > 0 && number.trim() !== '' ? { mobile: number.trim() } : {}),
    };
    setOwnValue(next);
    onChange?.(next);
  };

  return (
    <div className={cx(styles.optIn, className)}>
      <CheckboxGroup
        label={words.orderUpdates}
        description={words.orderUpdatesDescription}
        aria-describedby={withdrawId}
        orientation="horizontal"
        value={orderUpdates}
        onChange={(channels) => change(inShopOrder(channels), wantsOffers, mobile)}
        isDisabled={isDisabled}
      >
        <Checkbox value="whatsapp">{words.whatsapp}</Checkbox>
        <Checkbox value="sms">{words.sms}</Checkbox>
      </CheckboxGroup>

      {hasChannel && (
        <TextField
          label={words.mobile}
          description={words.mobileDescription}
          className={styles.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={mobile}
          onChange={(text) => {
            setTyped(text);
            change(orderUpdates, wantsOffers, text);
          }}
          isRequired
          isDisabled={isDisabled}
          isInvalid={mobileError != null && mobileError !== false ? true : undefined}
          validate={(text) => (text.trim() !== '' && !normaliseIndianMobile(text) ? words.mobileInvalid : null)}
          errorMessage={(validation) =>
            mobileError != null && mobileError !== false
              ? mobileError
              : validation.validationDetails.valueMissing
                ? words.mobileMissing
                : validation.validationErrors.join(' ')
          }
        />
      )}

      <Checkbox
        isSelected={wantsOffers}
        onChange={(offers) => change(orderUpdates, offers, mobile)}
        isDisabled={isDisabled || !hasChannel}
        description={hasChannel ? words.offersOn(joinNames(orderUpdates.map((channel) => names[channel]), locale)) : words.offersNeedChannel}
        aria-describedby={withdrawId}
      >
        {words.offers}
      </Checkbox>

      <p id={withdrawId} className={styles.withdraw}>
        {words.withdraw}
      </p>
    </div>
  );
}
