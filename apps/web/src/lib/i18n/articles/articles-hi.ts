import type { Messages } from '@lingui/core';

// The service pages' articles in this language (locales/hi.po, compiled by @lingui/vite-plugin): one chunk of
// their own (articles-hi-….js), downloaded with the first article shown in the language (articles.ts).
const catalogues = import.meta.glob<Messages>('./locales/hi.po', { eager: true, import: 'messages' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
