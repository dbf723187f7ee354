/**
 * Words of the services page (/services): what the shop's own crews do and charge, and the PIN code check. All
 * ours: the product brief has no services. The services themselves (names, units, prices) are the owner's, kept in
 * the back-office (decision 058).
 */
export const servicesCopy = {
  title: 'Fitting and site surveys',
  intro:
    'Our own fitters survey your site and fit the spikes and nets we sell. Here is what that costs, and you can check whether our crews come to your area.',
  kinds: {
    survey: {
      title: 'Surveying your site',
      about: 'Our fitter visits, measures the ledges, balconies or roof, and advises which spikes or nets will work and how much you need.',
    },
    installation: {
      title: 'Fitting by our crew',
      about: 'Done by our own crew, never a subcontractor. The price for your site is on your quotation, worked out from these rates.',
    },
  },
  units: {
    visit: 'per visit',
    running_metre: 'per running metre',
    square_metre: 'per square metre',
    job: 'per job',
  },
  free: 'Free',
  gstIncluded: 'Prices include GST.',
  loading: 'Loading our services…',
  loadFailed: 'Our services could not be loaded.',
  retry: 'Try again',
  none: 'We are not offering fitting or surveys just now. Please call us and we will help.',
  check: {
    title: 'Do our crews come to you?',
    label: 'PIN code of your site',
    hint: 'Six digits, e.g. 411045.',
    button: 'Check',
    checking: 'Checking…',
    blank: 'Please enter the PIN code of your site.',
    invalid: 'A PIN code is 6 digits, e.g. 411045.',
    failed: 'We could not check this PIN code just now. Please try again.',
    served: (pincode: string) => `Yes, our crews work at ${pincode}.`,
    servedNext: 'Book a survey and our fitter measures up, or ask for a quote with fitting if you know what you need.',
    notServed: (pincode: string) => `Our own crews do not work at ${pincode} yet.`,
    notServedNext: 'Ask for a quote with fitting all the same, and we will tell you what we can arrange there.',
    bookSurvey: 'Book a site survey',
    requestQuote: 'Request a quote with fitting',
  },
} as const;
