import type { MessagingOptInLabels } from './messagingOptInWords';

export const messagingOptInWords: MessagingOptInLabels = {
  orderUpdates: 'WhatsApp या SMS पर ऑर्डर के अपडेट',
  orderUpdatesDescription: 'जब आपका ऑर्डर दिया जाए, भेजा जाए, डिलीवरी के लिए निकले और डिलीवर हो जाए।',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  mobile: 'मोबाइल नंबर',
  mobileDescription:
    'आप अपने खाते में इस नंबर को कन्फ़र्म करेंगे, तब से हम इस पर अपडेट भेजेंगे, और तब तक ईमेल करेंगे; अगर इस नंबर से हमें STOP भेजा गया है, तो जब तक वहाँ से START नहीं आता, हम उस पर कुछ नहीं भेजते।',
  mobileMissing: 'WhatsApp या SMS के लिए मोबाइल नंबर डालें।',
  mobileInvalid: 'कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें।',
  offers: 'WhatsApp या SMS पर ऑफ़र और सेल',
  offersOn: (channels) => `${channels} पर, जैसा ऊपर टिक किया है।`,
  offersNeedChannel: 'पहले ऊपर WhatsApp या SMS पर टिक करें।',
  withdraw: 'आपके टिक किए बिना कुछ नहीं भेजा जाता। आप इन्हें कभी भी अपने खाते में, या STOP लिखकर जवाब देकर, बंद कर सकते हैं।',
};
