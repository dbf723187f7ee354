// The gallery's captions in Hindi, by the photo's English title (decision 068). Places keep their names.
import type { TranslatedTexts } from '../../db/schema';

export const demoGalleryTranslations: Readonly<Record<string, TranslatedTexts>> = {
  'Window ledge, Dadar, Mumbai': {
    image_title: 'खिड़की का छज्जा, दादर, मुंबई',
    image_description: '70 सेमी की खिड़की की सिल पर चिपकाई गई स्टेनलेस स्टील बर्ड स्पाइक्स की दो पट्टियाँ। जो कबूतर यहाँ बसेरा करते थे, वे अब गली के पार के तार पर बैठते हैं।',
  },
  'Balcony net, Kothrud, Pune': {
    image_title: 'बालकनी का नेट, कोथरुड, पुणे',
    image_description: 'तीसरी मंज़िल की बालकनी को वायर रोप के फ़्रेम पर लगा 25 मिमी का काला नायलॉन नेट बंद करता है। कपड़े सूख सकते हैं और पौधे बढ़ सकते हैं, बिना बीट के।',
  },
  'Temple dome cornices, Ujjain': {
    image_title: 'मंदिर के गुंबद की कार्निस, उज्जैन',
    image_description: 'गुंबद और नीचे के मंडप की दोनों कार्निस पर बर्ड स्पाइक्स लगे हैं, ताकि त्योहारों से पहले सफ़ेद पत्थर साफ़ रहे। एडहेसिव से लगाए गए, पुराने पत्थर में कोई ड्रिलिंग नहीं।',
  },
  'Warehouse roof, Bhiwandi': {
    image_title: 'गोदाम की छत, भिवंडी',
    image_description: 'छत की कैंचियों के नीचे लगा HDPE नेट 18,000 वर्ग फ़ुट के रैक से कबूतरों को दूर रखता है, और टाई बीम पर लगे स्पाइक्स उन्हें किनारे पर बैठने नहीं देते।',
  },
  'Rooftop solar array, Jaipur': {
    image_title: 'छत पर सोलर पैनल, जयपुर',
    image_description: 'ऊपरी किनारे पर स्पाइक्स और नीचे जाली की झालर कबूतरों को पैनलों के नीचे घोंसला बनाने से रोकती है, जहाँ बीट और तिनके बिजली का उत्पादन घटा देते हैं।',
  },
  'AC outdoor unit, Hyderabad': {
    image_title: 'AC की आउटडोर यूनिट, हैदराबाद',
    image_description: 'स्प्लिट AC की आउटडोर यूनिट के ऊपर पतले स्पाइक्स। अब कबूतर उसके पीछे की जगह में घोंसला नहीं बनाते और न ही नीचे की दीवार पर दाग छोड़ते हैं।',
  },
  'Shop signboard, Dadar market': {
    image_title: 'दुकान का साइनबोर्ड, दादर बाज़ार',
    image_description: 'मिठाई की दुकान के साइनबोर्ड के ऊपर स्टेनलेस स्टील स्पाइक्स की कतार अक्षरों को साफ़ और नीचे के फ़ुटपाथ को बीट से मुक्त रखती है।',
  },
  'Terrace parapet, Ahmedabad': {
    image_title: 'छत की मुंडेर, अहमदाबाद',
    image_description: 'एक हाउसिंग सोसाइटी की छत पर मुंडेर की 12 मीटर कोपिंग के साथ स्पाइक्स। यह मुंडेर करीब चालीस कबूतरों के झुंड का सबसे पसंदीदा ठिकाना थी।',
  },
  'Water tank platform, Shimla': {
    image_title: 'पानी की टंकी का चबूतरा, शिमला',
    image_description: 'टंकी के चबूतरे और मुंडेर के चारों ओर भारी मंकी स्पाइक्स, और इनलेट पाइप पर स्पाइक कॉलर। अब बंदर न ढक्कन उठाते हैं, न पाइप पर चढ़ते हैं।',
  },
  'Inner courtyard, Chennai': {
    image_title: 'अंदरूनी आँगन, चेन्नई',
    image_description: 'छत की ऊँचाई पर दोनों हिस्सों के बीच तना नेट एक दफ़्तर की इमारत के आँगन और डक्ट को ढकता है, और रोशनी और हवा आने देता है।',
  },
};
