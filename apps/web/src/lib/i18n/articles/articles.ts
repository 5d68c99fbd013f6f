import type { I18n, Messages } from '@lingui/core';
import type { ServiceArticle, ServiceSlug } from '@paywise/domain/catalogue/types';
import { i18n as shared } from '../i18n';

/*
 * The service pages' articles (packages/domain/src/catalogue/service-articles.ts, the one source, in English) in
 * the language on screen. Their translations are long, and read only below a service page's form, so they are not
 * in the language's chunk (lib/i18n/messages/<code>.ts leaves this folder out): each language's articles are one
 * chunk of their own (locales/<code>.po), downloaded with the article the first time one shows in that language.
 * Ids: `article.<slug>.heading.<fingerprint>` and `article.<slug>.<n>.<fingerprint>` (paragraph n, from 1; the
 * fingerprint of the English text, below), listed for extraction in messages.ts (written from the catalogue by articles-messages.test.ts: `npm run i18n:catalogue -w apps/web`).
 */

// Each in a module of its own, so the chunk is named articles-<code>-….js (not <code>-….js, the language's chunk).
const CATALOGUES: Record<string, (() => Promise<{ messages: Messages }>) | undefined> = {
  hi: () => import('./articles-hi'),
  ta: () => import('./articles-ta'),
};

const loaded = new Map<string, Promise<void>>();

/**
 * The articles' translations of `language` made known to the shared i18n (once; the same promise every time, for
 * React's `use`), or null when there is nothing to download (English, or a language without articles).
 */
export function loadArticles(language: string): Promise<void> | null {
  if (language === 'en') return null;
  const load = CATALOGUES[language];
  if (!load) return null;
  let loading = loaded.get(language);
  if (!loading) {
    // Never rejected: a failed download (offline) shows the article in English, and is tried again next time.
    loading = load().then(
      ({ messages }) => shared.load(language, messages),
      () => {
        loaded.delete(language);
      },
    );
    loaded.set(language, loading);
  }
  return loading;
}

/**
 * A short fingerprint of an English text (FNV-1a, 32 bits, hex) ending its id, so that a changed text is a new id:
 * the catalogue check then reports it untranslated, and until it is translated the page shows the new English
 * rather than the translation of the old one.
 */
function fingerprint(english: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i++) {
    hash ^= english.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The ids of an article's heading and paragraphs: `article.<slug>.heading.<fingerprint>`, `article.<slug>.<n>.…`. */
export const articleHeadingId = (slug: ServiceSlug, english: string) =>
  `article.${slug}.heading.${fingerprint(english)}`;
export const articleParagraphId = (slug: ServiceSlug, index: number, english: string) =>
  `article.${slug}.${index + 1}.${fingerprint(english)}`;

/** One text of an article: its translation when the language has it, else the catalogue's English. */
function text(i18n: I18n, id: string, english: string): string {
  if (i18n.locale === 'en' || i18n.messages[id] === undefined) return english;
  return i18n._(id);
}

/** A service's article in the language on screen (its translations loaded with loadArticles first). */
export function articleIn(i18n: I18n, slug: ServiceSlug, article: ServiceArticle): ServiceArticle {
  return {
    heading: text(i18n, articleHeadingId(slug, article.heading), article.heading),
    paragraphs: article.paragraphs.map((paragraph, index) =>
      text(i18n, articleParagraphId(slug, index, paragraph), paragraph),
    ),
  };
}
