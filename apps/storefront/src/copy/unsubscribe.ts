/**
 * Words of the page a marketing e-mail's "stop offers" link opens (/unsubscribe/{token}). All ours: the product
 * brief has no such page. Order updates are not offers, and the page says so before and after.
 */
export const unsubscribePageCopy = {
  title: 'Stop offers from BirdShield India',
  explanation:
    'We will send you no more offers, sales or cart reminders, by e-mail, WhatsApp or SMS. Messages about your orders still come.',
  stop: 'Stop offers',
  stopping: 'Stopping offers…',
  stoppedTitle: 'Offers stopped',
  stoppedMessage: 'You will get no more offers or cart reminders from us. Messages about your orders still come. You can allow offers again under Your Account.',
  failed: 'We could not stop offers just now. Please check your connection and try again.',
  unknownLink: {
    title: 'This link doesn’t work',
    message: 'It may be incomplete, or from an older e-mail. Open the link in the latest e-mail from us, or sign in and choose what we send you under Your Account.',
  },
  yourAccount: 'Go to Your Account',
  shop: 'Continue shopping',
} as const;
