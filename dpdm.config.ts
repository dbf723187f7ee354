/**
 * `pnpm lint` fails on any import circle between source files, type-only imports included: two modules in
 * a circle cannot be read, tested or loaded one without the other. Break one with a port file naming the
 * interface and a separate file picking the adapter, or by moving the shared type down into the lower module.
 */
export default {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
  exitCode: 'circular:1',
  tree: false,
  warning: false,
  progress: false,
};
