import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocale } from '../packages/ui/build/reactAriaLocale.ts';

const uiTsconfig = fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url));
const reactAriaHindi = fileURLToPath(new URL('../packages/ui/src/reactAriaHindi', import.meta.url));

/** react-aria props worth showing in a props table; the other aria-* and DOM event props are noise for designers. */
const documentedLibraryProps = new Set([
  'children',
  'className',
  'style',
  'onPress',
  'isDisabled',
  'isPending',
  'type',
  'form',
  'autoFocus',
  'href',
  'target',
  'rel',
  'download',
]);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: {
    // The machines that build this reach only the npm registry.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // Follows the react-aria types our wrappers extend, so props tables list onPress, isPending, ….
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: uiTsconfig,
      include: ['packages/ui/src/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => {
        const declaredIn = prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '';
        return !declaredIn.includes('node_modules') || documentedLibraryProps.has(prop.name);
      },
    },
  },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // react-aria's own strings in Hindi beside its languages, for the language toolbar's हिंदी (preview.tsx). In the
      // static build only: the dev server pre-bundles react-aria without running plugins on it, so there they stay English.
      plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), reactAriaLocale({ locale: 'hi-IN', directory: reactAriaHindi })],
    };
  },
};

export default config;
