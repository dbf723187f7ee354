import type { sellerDetailsCopy as English } from './sellerDetails';
import type { Words } from './words';

/** Hindi words of the seller's details page (/seller-details); the details themselves are the shop's. */
export const sellerDetailsCopy: Words<typeof English> = {
  title: 'विक्रेता की जानकारी',
  intro:
    'इस साइट पर आपको कौन बेचता है, और शिकायत होने पर किससे संपर्क करें: उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार हर ऑनलाइन विक्रेता को यह जानकारी दिखानी होती है।',
  seller: 'विक्रेता',
  legalName: 'कानूनी नाम',
  address: 'रजिस्टर्ड पता',
  gstin: 'GSTIN',
  customerCare: 'ग्राहक सेवा',
  phone: 'फ़ोन',
  email: 'ईमेल',
  hours: 'समय',
  grievanceOfficer: 'शिकायत अधिकारी',
  name: 'नाम',
  designation: 'पद',
  grievanceText: 'हम हर शिकायत 48 घंटे के अंदर स्वीकार करते हैं और एक महीने के अंदर उसका समाधान करते हैं।',
  fileComplaint: 'शिकायत दर्ज करें',
  loading: 'विक्रेता की जानकारी लोड हो रही है',
  loadFailed: 'विक्रेता की जानकारी लोड नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
};
