interface ImportMetaEnv {
  /** The test build's pseudo-locale (PAYWISE_PSEUDO=1 at build time; src/lib/i18n/pseudo.ts). */
  readonly PAYWISE_PSEUDO?: boolean;
}
