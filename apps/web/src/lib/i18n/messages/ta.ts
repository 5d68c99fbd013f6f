import type { Messages } from '@lingui/core';

// Every catalogue of the language (each folder's locales/ta.po, compiled by @lingui/vite-plugin) in one chunk,
// downloaded only when the language is chosen (../i18n.ts). The service pages' articles are a chunk of their own,
// downloaded with an article (../articles/articles.ts).
const catalogues = import.meta.glob<Messages>(
  ['/src/**/locales/ta.po', '!/src/lib/i18n/articles/locales/ta.po'],
  { eager: true, import: 'messages' },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
