import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory } from '../storybook/liveAnnouncements';
import { AlertDialog } from '../components/AlertDialog';
import { AnnouncementBar } from '../components/AnnouncementBar';
import { shopContact, shopHeadlines } from '../components/AnnouncementBar/AnnouncementBarExamples/storyContent';
import { Breadcrumb, Breadcrumbs } from '../components/Breadcrumbs';
import { Button } from '../components/Button';
import { Carousel } from '../components/Carousel';
import { CodConfirmation } from '../components/CodConfirmation';
import { sampleOrder } from '../components/CodConfirmation/CodConfirmationExamples/sampleOrder';
import { CouponBox } from '../components/CouponBox';
import { DeliveryProblemChoice } from '../components/DeliveryProblemChoice';
import { sampleProblem } from '../components/DeliveryProblemChoice/DeliveryProblemChoiceExamples/OrderPageExample';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { Inline } from '../components/Inline';
import { Lightbox } from '../components/Lightbox';
import { MessagingOptIn } from '../components/MessagingOptIn';
import { OtpInput } from '../components/OtpInput';
import { gallerySlides } from '../components/Lightbox/LightboxExamples/gallerySlides';
import { LoadFailed } from '../components/LoadFailed';
import { Dialog, DialogTrigger, Modal } from '../components/Modal';
import { Pagination } from '../components/Pagination';
import { PincodeBox } from '../components/PincodeBox';
import { Price } from '../components/Price';
import { QuantityStepper } from '../components/QuantityStepper';
import { Rating } from '../components/Rating';
import { SearchField } from '../components/SearchField';
import { Stack } from '../components/Stack';

/**
 * The components whose words come from the design system, in Hindi (the toolbar's हिंदी, started by each story's
 * `globals`): their own words from its Hindi, react-aria's (a number field's − and +, a calendar's months, a search
 * field's clear button) from react-aria's `hi-IN` strings. Each story reads the names a screen reader hears; axe checks
 * each in Hindi. `All` is photographed: the Hindi labels are longer than the English on the shop's buttons.
 */
const meta = {
  title: 'Foundations/In Hindi',
  // `hindi`: the runner can leave the Hindi pass out (`--excludeTags hindi`) or take it alone (this file's path).
  tags: ['!autodocs', 'hindi'],
  globals: { locale: 'hi' },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const checkPincode = fn(async (pincode: string) => pincode === '411001');

/** The fields and buttons of the cart and a product, whose Hindi labels are the longest: for the visual baselines. */
export const All: Story = {
  render: () => (
    <Stack gap="6">
      <CouponBox applied={null} onApply={async () => ({ ok: false, message: 'यह कूपन इस ऑर्डर पर लागू नहीं हो सकता।' })} onRemove={() => {}} />
      <PincodeBox onCheck={checkPincode} />
      <QuantityStepper defaultValue={2} />
      <Price price={799} maxPrice={999} />
      <Pagination page={2} pageCount={12} totalItems={236} pageSize={20} onPrevious={() => {}} onNext={() => {}} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'कूपन कोड' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'लागू करें' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'पिनकोड' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'जाँचें' })).toBeVisible();
    // react-aria's own words, in Hindi: its number field names the − and + after the field.
    await expect(canvas.getByRole('button', { name: 'मात्रा घटाएँ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeVisible();
    await expect(canvas.getByText('20% छूट')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'पेज' });
    await expect(within(pager).getByRole('button', { name: 'पिछला' })).toBeEnabled();
    await expect(within(pager).getByRole('button', { name: 'अगला' })).toBeEnabled();
    await expect(within(pager).getByRole('status')).toHaveTextContent('12 में से पेज 2');
    await expect(pager).toHaveTextContent('236 आइटम में से 21–40');
  },
};

/** A coupon check that could not be made, and a pincode checked: the messages come in Hindi too. */
export const Messages: Story = {
  render: () => (
    <Stack gap="6">
      <CouponBox
        applied={null}
        onApply={async () => {
          throw new Error('offline');
        }}
        onRemove={() => {}}
      />
      <PincodeBox onCheck={checkPincode} />
      <LoadFailed message="अभी प्रोडक्ट्स लोड नहीं हो सके।" onRetry={() => {}} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'कूपन कोड' }), 'SPIKE10{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('कूपन की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'पिनकोड' }), '411001');
    await userEvent.click(canvas.getByRole('button', { name: 'जाँचें' }));
    await waitFor(() => expect(canvas.getByText('पिनकोड सही है')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};

/** The header's and a page's landmarks and controls: the search, the trail, the announcements, the stars. */
export const Navigation: Story = {
  render: () => (
    <Stack gap="6">
      <AnnouncementBar contact={shopContact} headlines={shopHeadlines} />
      <SearchField collapse="never" onSubmit={() => {}} />
      <Breadcrumbs>
        <Breadcrumb href="/">होम</Breadcrumb>
        <Breadcrumb>बर्ड स्पाइक्स</Breadcrumb>
      </Breadcrumbs>
      <Rating value={4.3} />
      <FormErrorSummary errors={{ name: ['नाम ज़रूरी है।'] }} fieldLabels={{ name: 'नाम' }} autoFocus={false} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'घोषणाएँ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'घोषणाएँ रोकें' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'प्रोडक्ट्स खोजें' });
    await userEvent.type(search, 'जाली');
    await expect(canvas.getByRole('button', { name: 'खोज साफ़ करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'खोजें' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'ब्रेडक्रंब' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 में से 4.3 रेटिंग' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'कृपया इन्हें ठीक करें' })).toBeVisible();
  },
};

/** The slides of home's banner and bestsellers: the buttons, the dots and what each slide is called. */
export const Slides: Story = {
  render: () => (
    <Carousel aria-label="बैनर" showPagination>
      {['पहली', 'दूसरी', 'तीसरी'].map((slide) => (
        <p key={slide}>{slide} स्लाइड</p>
      ))}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'बैनर' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'स्लाइड शो');
    await expect(canvas.getByRole('group', { name: '3 में से 1' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
    await userEvent.click(canvas.getByRole('button', { name: 'अगली स्लाइड' }));
    await expect(canvas.getByRole('button', { name: 'पिछली स्लाइड' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'स्लाइड 3 पर जाएँ' })).toBeVisible();
  },
};

/** A dialog's ✕, react-aria's hidden close button, and a confirmation's answers. */
export const Dialogs: Story = {
  render: () => (
    <Inline gap="4">
      <DialogTrigger>
        <Button variant="secondary">फ़िल्टर</Button>
        <Modal>
          <Dialog title="फ़िल्टर">कैटेगरी और कीमत से छाँटें।</Dialog>
        </Modal>
      </DialogTrigger>
      <DialogTrigger>
        <Button variant="ghost">पता हटाएँ</Button>
        <AlertDialog title="क्या आप पक्का हैं?">यह पता हटा दें?</AlertDialog>
      </DialogTrigger>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'फ़िल्टर' }));
    const dialog = await page.findByRole('dialog', { name: 'फ़िल्टर' });
    // The dialog fades in: its buttons are visible once it has.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'पता हटाएँ' }));
    const alert = await page.findByRole('alertdialog', { name: 'क्या आप पक्का हैं?' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'कन्फ़र्म करें' })).toBeVisible());
    await userEvent.click(within(alert).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** The product page's photos, full screen. */
export const Gallery: Story = {
  render: () => <Lightbox slides={gallerySlides} index={0} isOpen onIndexChange={() => {}} onOpenChange={() => {}} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'फ़ोटो गैलरी' });
    // The lightbox fades in: its buttons are visible once it has.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'अगली फ़ोटो' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'पिछली फ़ोटो' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeVisible();
  },
};

/** The panels of a cash-on-delivery confirmation, a failed delivery, the messages' consent and a code, in their own words. */
export const Panels: Story = {
  render: () => (
    <Stack gap="8">
      <CodConfirmation {...sampleOrder} status="awaiting" onConfirm={fn()} onCancel={fn()} />
      <DeliveryProblemChoice {...sampleProblem} status="open" onAnswer={fn()} />
      <MessagingOptIn defaultValue={{ order_updates: ['whatsapp', 'sms'] }} />
      <OtpInput label="वेरिफ़िकेशन कोड" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'कृपया अपना ऑर्डर कन्फ़र्म करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ऑर्डर कन्फ़र्म करें' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'हम आपका ऑर्डर डिलीवर नहीं कर सके' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'कूरियर क्या करे?' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'WhatsApp या SMS पर ऑर्डर के अपडेट' })).toBeVisible();
    // The channels joined as Hindi joins a list.
    await expect(canvas.getByText('WhatsApp और SMS पर, जैसा ऊपर टिक किया है।')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '6 में से अंक 1' })).toBeVisible();
  },
};
