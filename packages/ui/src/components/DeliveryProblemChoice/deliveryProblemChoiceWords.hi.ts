import type { DeliveryProblemChoiceLabels } from './deliveryProblemChoiceWords';

export const deliveryProblemChoiceWords: DeliveryProblemChoiceLabels = {
  openTitle: 'हम आपका ऑर्डर डिलीवर नहीं कर सके',
  answeredTitle: 'धन्यवाद, हमने कूरियर को बता दिया है',
  expiredTitle: 'जवाब देने का समय निकल गया',
  openMessage: (reason, attempt, maxAttempts, deadline) =>
    `${reason} (${maxAttempts} में से ${attempt}वीं कोशिश)। कृपया ${deadline} तक बताएँ कि कूरियर क्या करे।`,
  expiredMessage: (deadline) => `${deadline} तक कोई जवाब नहीं आया। हम आपको फ़ोन करेंगे; कूरियर फिर से कोशिश करेगा या पार्सल हमें वापस ले आएगा।`,
  question: 'कूरियर क्या करे?',
  reattempt: 'फिर से डिलीवर करें',
  reattemptDescription: 'आपके चुने दिन पर; चाहें तो फ़ोन नंबर या पते की लाइन ठीक कर दें।',
  giveBack: 'हमें वापस भेज दें',
  giveBackDescription: 'पार्सल दुकान पर वापस आ जाएगा और ऑर्डर बंद हो जाएगा।',
  day: 'डिलीवरी का दिन',
  nextRound: 'कूरियर का अगला चक्कर',
  phone: 'कूरियर के लिए फ़ोन नंबर (ज़रूरी नहीं)',
  phoneDescription: '10 अंकों का मोबाइल नंबर, जिस पर कूरियर कॉल कर सके।',
  addressLine: 'पते में सुधार (ज़रूरी नहीं)',
  addressLineDescription: 'मकान नंबर, कोई पास की पहचान, जो भी आपको ढूँढने में मदद करे।',
  send: 'जवाब भेजें',
  sending: 'भेजा जा रहा है…',
  answeredReattempt: (day) => (day ? `कूरियर ${day} को फिर से कोशिश करेगा।` : 'कूरियर अपने अगले चक्कर में फिर से कोशिश करेगा।'),
  answeredReturn: 'कूरियर पार्सल हमें वापस ले आएगा।',
  failed: 'आपका जवाब नहीं भेजा जा सका। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
};
