import { useGetMessagingPreferencesQuery, type MessagingOptIn as MessagingOptInValue, type MessagingPreferences } from '@shop/api-client';
import { MessagingOptIn } from '@shop/ui/MessagingOptIn';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { checkoutCopy } from '../../copy/checkout';
import { dataOnly } from '../../shared/dataOnly';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.messaging;

export interface CheckoutMessagingProps {
  value: MessagingOptInValue;
  onChange: (value: MessagingOptInValue) => void;
  /** The number the field offers first: the profile's contact number. */
  defaultMobile: string | undefined;
  /** The server's refusal of the number, shown at the field. */
  mobileError: string | undefined;
}

/**
 * Under the address: WhatsApp or SMS updates about this order, unticked unless the shopper ticks them. A
 * shopper who already chose them in their account is told where the updates go instead, and where to change it.
 */
export const CheckoutMessaging = memo(function CheckoutMessaging({ value, onChange, defaultMobile, mobileError }: CheckoutMessagingProps) {
  const titleId = useId();
  // Heard only when they come: the section is drawn again once.
  const { data: preferences } = useGetMessagingPreferencesQuery(undefined, { selectFromResult: dataOnly });
  const chosen = preferences ? chosenChannels(preferences) : [];
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <SectionHeader title={copy.title} titleId={titleId} />
      {chosen.length > 0 && preferences?.mobile ? (
        <Text leading="body">
          {(preferences.verified === false ? copy.alreadyChosenUnproved : copy.alreadyChosen)(
            chosen.map((channel) => copy.channels[channel]).join(copy.and),
            preferences.mobile.slice(-4),
          )}{' '}
          <Link to="/account/manage-account" className={styles.textLink}>
            {copy.change}
          </Link>
        </Text>
      ) : (
        <MessagingOptIn
          value={value}
          onChange={onChange}
          defaultMobile={defaultMobile}
          mobileError={mobileError}
          labels={{ mobileDescription: copy.mobileDescription }}
        />
      )}
    </Surface>
  );
});

function chosenChannels(preferences: MessagingPreferences): ('whatsapp' | 'sms')[] {
  return (['whatsapp', 'sms'] as const).filter((channel) => preferences.order_updates[channel].granted);
}
