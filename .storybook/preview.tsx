import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
// Side effect: the reset and body type, as an app gets them from `@shop/ui/global.css`.
import '../packages/ui/src/global.css';
import { lightTheme } from '../packages/ui/src/theme/themes.css';
import { StoryLanguage } from '../packages/ui/src/storybook/StoryLanguage';

/** The language toolbar: English, or हिंदी (StoryLanguage). A story can start in Hindi with `globals: { locale: 'hi' }`. */
const withLanguage: Decorator = (Story, context) => (
  <StoryLanguage locale={String(context.globals.locale)}>
    <Story />
  </StoryLanguage>
);

const preview: Preview = {
  // Every component gets a docs page with its props table; a component's MDX file replaces it.
  tags: ['autodocs'],
  beforeAll() {
    // On <html>, like the storefront, so body styles resolve the theme variables too.
    document.documentElement.classList.add(lightTheme);
  },
  globalTypes: {
    locale: {
      description: 'The language of the components’ own words',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिंदी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [withLanguage],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: {
      // Violations fail the addon's test status; the test runner fails on them too (.storybook/test-runner.ts).
      test: 'error',
    },
    options: {
      storySort: { order: ['Foundations', 'Components'] },
    },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        // The phone the back-office is reviewed on and the visual baselines are taken at.
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
