import type { unsubscribePageCopy as English } from './unsubscribe';
import type { Words } from './words';

/** Hindi words of the page a marketing e-mail's "stop offers" link opens (/unsubscribe/{token}). */
export const unsubscribePageCopy: Words<typeof English> = {
  title: 'BirdShield India के ऑफ़र बंद करें',
  explanation:
    'हम आपको ईमेल, WhatsApp या SMS पर कोई ऑफ़र, सेल या कार्ट रिमाइंडर नहीं भेजेंगे। आपके ऑर्डर से जुड़े संदेश आते रहेंगे।',
  stop: 'ऑफ़र बंद करें',
  stopping: 'ऑफ़र बंद किए जा रहे हैं…',
  stoppedTitle: 'ऑफ़र बंद हो गए',
  stoppedMessage:
    'अब आपको हमसे कोई ऑफ़र या कार्ट रिमाइंडर नहीं मिलेगा। आपके ऑर्डर से जुड़े संदेश आते रहेंगे। आप “आपका खाता” में जाकर ऑफ़र फिर से चालू कर सकते हैं।',
  failed: 'अभी ऑफ़र बंद नहीं हो सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  unknownLink: {
    title: 'यह लिंक काम नहीं कर रहा',
    message:
      'हो सकता है यह अधूरा हो, या किसी पुराने ईमेल का हो। हमारे सबसे नए ईमेल का लिंक खोलें, या साइन इन करके “आपका खाता” में चुनें कि हम आपको क्या भेजें।',
  },
  yourAccount: 'आपके खाते पर जाएँ',
  shop: 'ख़रीदारी जारी रखें',
};
