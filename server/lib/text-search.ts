/**
 * The one way a search matches and ranks text (the global search; the lists' search boxes are
 * to follow): the words of what was typed, each found anywhere in one of an object's columns
 * (ILIKE, so any script: Latin, Arabic, Chinese), a name close to what was typed despite a typo
 * (pg_trgm's word similarity), and a rank that puts the exact name first, then names that start
 * with it, then names with a word that starts with it, then the rest.
 */
import { and, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LanguageCode } from '../../shared/constants.ts';
import { containsPattern, escapeLike } from './sql.ts';
import { translatorFor } from './translate.ts';

/** Words beyond this many are ignored (each adds a condition). */
const MAX_WORDS = 5;

/** What was typed, read once. */
export interface SearchTerms {
  /** Trimmed, runs of spaces made one. */
  text: string;
  /** Its different words, at most MAX_WORDS. */
  words: string[];
  /** A number typed alone (`42`, `#42`, `T-42`): an object's id. */
  number: number | null;
}

/** The terms of a search box's value; null for nothing but spaces. */
export function searchTerms(input: string | undefined): SearchTerms | null {
  const text = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const words = [...new Set(text.split(' '))].slice(0, MAX_WORDS);
  const digits = /^(?:t-?|#)?0*(\d{1,9})$/i.exec(text)?.[1];
  return { text, words, number: digits ? Number(digits) : null };
}

/** Every word is in one of the columns (or matched by `extra`, such as a label's id). */
export function everyWordSql(
  terms: SearchTerms,
  columns: readonly SQLWrapper[],
  extra?: (word: string) => SQL | undefined,
): SQL {
  return and(
    ...terms.words.map((word) =>
      or(...columns.map((column) => ilike(column as SQL, containsPattern(word))), extra?.(word)),
    ),
  )!;
}

/**
 * Every word is in `lowered`, a lower-case text kept for searching (such as users.search_text,
 * with a trigram index), or matched by `extra`: one LIKE on one text costs a fraction of an ILIKE
 * on each column.
 */
export function everyWordInSql(
  terms: SearchTerms,
  lowered: SQLWrapper,
  extra?: (word: string) => SQL | undefined,
): SQL {
  return and(
    ...terms.words.map((word) => or(sql`${lowered} like lower(${containsPattern(word)})`, extra?.(word))),
  )!;
}

/**
 * The name is close to what was typed: a typo ("Priay" for Priya), a missing letter. pg_trgm's
 * `<%` (word similarity at least the connection's threshold, 0.5: server/db/client.ts), which a
 * trigram index on the name answers.
 */
export function nearNameSql(terms: SearchTerms, name: SQLWrapper): SQL {
  return sql`${terms.text} <% ${name}`;
}

/** A name found by its words or despite a typo. */
export function nameMatchSql(terms: SearchTerms, name: SQLWrapper): SQL {
  return or(everyWordSql(terms, [name]), nearNameSql(terms, name))!;
}

/**
 * 0 the name is what was typed, 1 it starts with it, 2 one of its words starts with it, 3 it
 * holds every word, 4 matched otherwise (another column, or a typo). Case aside.
 */
export function rankSql(terms: SearchTerms, name: SQLWrapper): SQL<number> {
  const lowered = sql`lower(${name})`;
  const escaped = escapeLike(terms.text);
  return sql<number>`(case when ${lowered} = lower(${terms.text}) then 0
    when ${lowered} like lower(${`${escaped}%`}) then 1
    when (' ' || ${lowered}) like lower(${`% ${escaped}%`}) then 2
    when ${everyWordSql(terms, [name])} then 3 else 4 end)`;
}

/** Closer names first among those of one rank. */
export function closenessSql(terms: SearchTerms, name: SQLWrapper): SQL<number> {
  return sql<number>`word_similarity(${terms.text}, ${name})`;
}

/**
 * Words as a full-text query: each word or a word starting with it ('simple' configuration, so
 * no language's stemming), for long text indexed with to_tsvector('simple', …). Without `prefix`,
 * the words themselves: what the planner's statistics can tell the frequency of.
 */
export function wordsQuerySql(terms: SearchTerms, { prefix = true }: { prefix?: boolean } = {}): SQL {
  const query = terms.words
    .map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`)
    .join(' & ');
  return sql`to_tsquery('simple', ${query})`;
}

/**
 * Which labels (leave types, letter types…) a word names: `labels` by their English names, read
 * also in the reader's language; the answer gives the ids whose name holds the word.
 */
export function labelMatcher<Id>(
  labels: ReadonlyArray<{ id: Id; name: string }>,
  language: LanguageCode | null,
): (word: string) => Id[] {
  const t = translatorFor(language);
  const named = labels.map((label) => ({
    id: label.id,
    names: [label.name, t(label.name)].map((name) => name.toLocaleLowerCase()),
  }));
  return (word) => {
    const lowered = word.toLocaleLowerCase();
    return named
      .filter((label) => label.names.some((name) => name.includes(lowered)))
      .map((label) => label.id);
  };
}
