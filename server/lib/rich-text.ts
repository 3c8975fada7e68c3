import sanitizeHtml from 'sanitize-html';

/**
 * The formatting a comment may carry: what the web's editor produces (bold, italic, underline,
 * strike, inline code, lists, links, mentions), nothing else. Everything outside this list is
 * dropped with its attributes, so a stored comment can be shown as HTML without running script.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'code', 'ul', 'ol', 'li', 'a', 'span'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Attributes = Record<string, string>;

/** The person a mention span names, or null when the span is not a well-formed mention. */
function mentionedId(attribs: Attributes): string | null {
  const id = attribs['data-id'];
  return attribs['data-type'] === 'mention' && id && UUID.test(id) ? id.toLowerCase() : null;
}

function baseOptions(span: sanitizeHtml.Transformer): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      span: ['data-type', 'data-id', 'data-label'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Script and style contents go with their tags rather than turning into text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe'],
    transformTags: {
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
      // A link opens apart from the app and tells the other site nothing. One whose address is
      // refused (javascript:, data:, protocol-relative) keeps its text and loses the address.
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      span,
    },
  };
}

/** The people a comment's HTML mentions, each once, in the order they first appear. */
export function mentionedIds(html: string): string[] {
  const ids = new Set<string>();
  sanitizeHtml(
    html,
    baseOptions((tagName, attribs) => {
      const id = mentionedId(attribs);
      if (id) ids.add(id);
      return { tagName, attribs };
    }),
  );
  return [...ids];
}

export interface CleanComment {
  /** The HTML to store and show. */
  html: string;
  /** Whether anything but whitespace is left to read (mentions count). */
  hasText: boolean;
}

/**
 * A comment's HTML cut down to the allow-list. A mention keeps its person's id and is labelled
 * with the name `names` gives for it (the sender's label is never trusted); a mention of someone
 * `names` does not know becomes plain text.
 */
export function sanitizeComment(html: string, names: ReadonlyMap<string, string>): CleanComment {
  const clean = sanitizeHtml(
    html,
    baseOptions((_tag, attribs): sanitizeHtml.Tag => {
      const id = mentionedId(attribs);
      const name = id ? names.get(id) : undefined;
      if (!id || name === undefined) return { tagName: 'span', attribs: {} };
      return {
        tagName: 'span',
        attribs: { 'data-type': 'mention', 'data-id': id, 'data-label': name },
        text: `@${name}`,
      };
    }),
  );
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return { html: clean, hasText: /[^\s\u00a0]/.test(text.replace(/&nbsp;/g, ' ')) };
}
