/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (and optional path) of the shop API; empty means the back-office's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
