import type { Messages } from '@lingui/core';

// Every catalogue of the language (each folder's locales/ta.po, compiled by @lingui/vite-plugin) in one chunk,
// downloaded only when the language is chosen (../i18n.ts).
const catalogues = import.meta.glob<Messages>('/src/**/locales/ta.po', { eager: true, import: 'messages' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
