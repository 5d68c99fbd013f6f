import type { Messages } from '@lingui/core';
import { pseudoMessages } from '../pseudo';

// The pseudo-locale of the test build (../pseudo.ts): every catalogue's English (each folder's locales/en.po,
// compiled by @lingui/vite-plugin), pseudo-localised. Imported only when the build sets PAYWISE_PSEUDO=1.
const catalogues = import.meta.glob<Messages>('/src/**/locales/en.po', { eager: true, import: 'messages' });

export const messages: Messages = pseudoMessages(Object.assign({}, ...Object.values(catalogues)));
